export { account, rateLimit, session, user, verification } from "./auth";
export { profiles } from "./profiles";
export { userDistilledInfo } from "./user-distilled-info";
export { userKeys } from "./user-keys";
