export { adminToken } from "./admin-token";
export { SESSION_COOKIE, SESSION_LIFETIME_MS, adminFingerprint, secretsEqual, startSession, isValidSession, endSession, isValidBearer, sessionTokenHash, sessionCookie, clearedSessionCookie, type StartedSession } from "./session";
export { ANONYMOUS, identify, type Credentials, type Identity } from "./identify";
export { SignInLimit, clientAddress, signInLimit } from "./sign-in-limit";
export { FailureThrottle, type ThrottleOptions } from "./failure-throttle";
export { isPublicPath, isMutatingMethod, isCrossSite, accessPolicy, decideAccess, safeNextPath, type AccessPolicy, type AccessRequest, type AccessDecision } from "./access";
export { hostPolicy, isAllowedHost, type HostPolicy } from "./host-policy";
export { createNonce, contentSecurityPolicy, securityHeaders } from "./security-headers";
export { isLoopbackHost, bindDecision, type BindDecision } from "./bind-policy";
