export {
  auditStatusOf,
  worstFinding,
  parseFenceName,
  edgeFenceName,
  groundingFenceName,
  PASSING_STATUSES,
  type Finding,
  type AuditStatus,
  type FenceName,
} from "./verdict";
