/**
 * Workaround for a gap in lib/core/facts: a label written with a scale letter glued before a
 * currency code (`revenue_musd`, `capex_bnusd`, `fees_keur`, common in SQL column names) is not
 * read as a scale, so `1142` under `revenue_musd` is not taken as $1,142 million. A second
 * `matchesFact` reading gets a header with the scale word spelled out beside such a label (the
 * `|` cells stay where they are); the first, unchanged reading still serves a report that states
 * the scale in prose ("revenue in $ millions: Q1 958"). Remove this file once the facts module
 * reads these labels.
 */
const GLUED_SCALE = /(^|[^a-z])(m|mn|mm|b|bn|k)(usd|eur|gbp|jpy|chf|cny|cad|aud)(?![a-z])/gi;
const SCALE_WORDS: Readonly<Record<string, string>> = { m: "millions", mn: "millions", mm: "millions", b: "billions", bn: "billions", k: "thousands" };

export function spellOutGluedScales(header: string): string {
  return header.replace(GLUED_SCALE, (whole, before: string, scale: string, currency: string) => `${before}${currency} ${SCALE_WORDS[scale.toLowerCase()]}`);
}
