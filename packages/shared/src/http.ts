/**
 * The request header that carries the caller's time zone (an IANA name such as "Europe/Berlin"):
 * the server counts plan months and "today" in it. The web client sends it on every call.
 */
export const TIME_ZONE_HEADER = "X-Time-Zone";
