export { STATUS_STYLES, statusStyle, VERDICT_STYLES, VERDICT_ORDER, findingVerdict, type EdgeDisplayStatus, type StatusStyle, type VerdictStyle, type VerdictWord } from "./verdict-style";
