export { analysisSessions, analyzerChats } from "./analysis";
export { account, rateLimit, session, user, verification } from "./auth";
export { billingEvents, subscriptions, testCheckoutSessions } from "./billing";
export { dreams } from "./dreams";
export { interpretations } from "./interpretations";
export { profiles } from "./profiles";
export { dreamTerms, searchTerms } from "./search";
export { userDistilledInfo } from "./user-distilled-info";
export { userKeys } from "./user-keys";
