import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { audit, callFile, claimFor } from "./test-helpers";

// The rules that pick (or refuse) a source line for a figure the line does hold.

const SITES = ["Richmond", "Ontario", "Halden", "Estover", "Calverley", "Norvik"];

describe("a line belongs to its entity, its period and its change basis", () => {
  it("refuses another entity's table row, accepts the sentence's own", async () => {
    await fc.assert(
      fc.asyncProperty(fc.shuffledSubarray(SITES, { minLength: 2, maxLength: 2 }), fc.integer({ min: 101, max: 999 }), async ([own, other], cents) => {
        const cost = (cents / 100).toFixed(2);
        const table = `(2 rows)\nsite | cost_per_order\n-----|---------------\n${other} | ${cost}\n${own} | ${(cents / 100 + 1).toFixed(2)}`;
        const files = { "ops/calls/0000_costs.txt": callFile(0, "get_costs", "ops", "region=all", table) };
        expect(claimFor(await audit(`${own}'s cost per order was $${cost}.`, files), `$${cost}`).finding).toBe("not-found");
        expect(claimFor(await audit(`${other}'s cost per order was $${cost}.`, files), `$${cost}`).finding).toBe("found");
      }),
      { numRuns: 20 },
    );
  });

  it("refuses the row of another quarter, and a base period never counts", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1001, max: 9999 }), async (quarter, cents) => {
        const price = (cents / 100).toFixed(2);
        const table = `(2 rows)\nquarter | unit_cost_usd\n--------|--------------\nQ${quarter} FY2025 | ${price}\nQ${quarter + 1} FY2025 | ${(cents / 100 + 2).toFixed(2)}`;
        const files = { "erp/calls/0000_prices.txt": callFile(0, "get_price_history", "erp", "sku=A-1", table) };
        expect(claimFor(await audit(`In Q${quarter + 1} FY2025 the unit cost was $${price}.`, files), `$${price}`).finding).toBe("not-found");
        expect(claimFor(await audit(`The unit cost was $${price} in Q${quarter} FY2025.`, files), `$${price}`).finding).toBe("found");
        expect(claimFor(await audit(`Since Q${quarter + 1} FY2025 the unit cost moved from $${price}.`, files), `$${price}`).finding).toBe("found");
      }),
      { numRuns: 20 },
    );
  });

  it("refuses a week-on-week line for a month-on-month change", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 11, max: 99 }).filter((n) => n % 10 !== 0), async (tenths) => {
        const change = (tenths / 10).toFixed(1);
        const files = { "web/calls/0000_traffic.txt": callFile(0, "get_traffic", "web", "site=main", `sessions_change_wow_pct: ${change}`) };
        expect(claimFor(await audit(`Sessions rose ${change}% month on month.`, files), `${change}%`).finding).toBe("not-found");
        expect(claimFor(await audit(`Sessions rose ${change}% week on week.`, files), `${change}%`).finding).toBe("found");
      }),
      { numRuns: 20 },
    );
  });

  it("takes a table's row count line for a count only, never for a price or a percentage", async () => {
    const table = "(2 rows)\nsite | cost_per_order | share\n-----|----------------|------\nHalden | 3.00 | 41\nEstover | 4.00 | 59";
    const files = { "ops/calls/0000_costs.txt": callFile(0, "get_costs", "ops", "region=all", table) };
    expect(claimFor(await audit("Estover's cost per order was $2.00.", files), "$2.00").finding).toBe("not-found");
    expect(claimFor(await audit("Estover's share of sites was 2%.", files), "2%").finding).toBe("not-found");
    const sites = claimFor(await audit("The query returned 2 rows of sites.", files), "2");
    expect(sites).toMatchObject({ finding: "found", search_line: 8 });
  });
});
