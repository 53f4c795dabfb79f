export { adminToken } from "./admin-token";
export { SESSION_COOKIE, sessionValue, secretsEqual, isValidSession, isValidBearer, sessionCookie, clearedSessionCookie } from "./session";
export { isPublicPath, isMutatingMethod, isCrossSite, accessPolicy, decideAccess, safeNextPath, type AccessPolicy, type AccessRequest, type AccessDecision } from "./access";
export { hostPolicy, isAllowedHost, type HostPolicy } from "./host-policy";
export { createNonce, contentSecurityPolicy, securityHeaders } from "./security-headers";
export { isLoopbackHost, bindDecision, type BindDecision } from "./bind-policy";
