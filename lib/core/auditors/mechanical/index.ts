export { createMechanicalAuditor, type MechanicalAuditorOptions } from "./mechanical-auditor";
export { EXCERPT_TOOL_NAME } from "./excerpt";
