import { expect, test, type APIRequestContext } from "@playwright/test";
import { auditRun, uploadDemo } from "./demo-run";

let runId: string;
let auditId: string;

test.beforeAll(async ({ request }) => {
  runId = await uploadDemo(request, "Chain demo");
  auditId = await auditRun(request, runId);
});

interface Sentence {
  text: string;
  verdict: string;
  claimIds: string[];
}

async function sentence(request: APIRequestContext, containing: string): Promise<Sentence> {
  const report = await (await request.get(`/api/runs/${runId}/audits/${auditId}/report`)).json();
  const found = (report.sentences as Sentence[]).find((candidate) => candidate.text.includes(containing));
  expect(found, containing).toBeTruthy();
  return found!;
}

async function chainOf(request: APIRequestContext, claimId: string) {
  return (await request.get(`/api/runs/${runId}/audits/${auditId}/claims/${claimId}/chain`)).json();
}

test("a fabricated sentence opens a chain that breaks with not-found at synthesizer->writer, lit on the DAG", async ({ page, request }) => {
  const fabricated = await sentence(request, "now employs 14,800 people");
  expect(fabricated.verdict).toBe("not-found");
  const chain = await chainOf(request, fabricated.claimIds[0]);
  expect(chain.source).toBeNull();
  expect(chain.brokenAt.reason).toBe("not-found");
  // The writer invented the figure: its draft has it, the synthesizer's summary does not.
  const brokenFence = "synthesizer->writer";
  expect(chain.brokenAt.fence).toBe(brokenFence);

  await page.goto(`/runs/${runId}?panel=report`);
  await page.locator('[data-testid="report-sentence"]', { hasText: "now employs 14,800 people" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]claim=${fabricated.claimIds[0]}`));
  const panel = page.getByTestId("claim-chain");
  const broken = panel.getByTestId("chain-broken");
  await expect(broken).toBeVisible();
  await expect(broken).toHaveAttribute("data-fence", brokenFence);
  await expect(broken).toContainText(chain.brokenAt.explanation);
  const brokenHop = panel.locator('[data-testid="chain-hop"][data-broken="true"]');
  await expect(brokenHop).toHaveAttribute("data-fence", brokenFence);
  await expect(brokenHop).toHaveAttribute("data-finding", "not-found");
  await expect(panel.getByTestId("chain-source")).toHaveCount(0);

  // The broken hop's edge is lit; an agent the claim never passed through is dimmed.
  const [sources, target] = brokenFence.split("->");
  await expect(page.locator(`[data-testid="graph-edge"][data-edge="${sources.split("+")[0]}->${target}"]`)).toHaveAttribute("data-emphasis", "lit");
  await expect(page.locator('[data-testid="graph-node"][data-node="technical"]')).toHaveAttribute("data-emphasis", "dimmed");
});

test("a supported figure's chain ends on fundamental's get_backlog call with the cited line marked, and survives a reload", async ({ page, request }) => {
  const supported = await sentence(request, "Order backlog stood at $6.1 billion");
  const chains = await Promise.all(supported.claimIds.map((claimId) => chainOf(request, claimId)));
  const backlog = supported.claimIds[chains.findIndex((chain) => chain.hops[0].claim === "$6.1 billion")];
  const expected = chains.find((chain) => chain.hops[0].claim === "$6.1 billion");
  expect(expected.source).toMatchObject({ agent: "fundamental", tool: "get_backlog" });

  await page.goto(`/runs/${runId}?panel=report`);
  await page.locator('[data-testid="report-sentence"]', { hasText: "Order backlog stood at $6.1 billion" }).click();
  // One claim per fact of the sentence, each openable.
  const options = page.getByTestId("claim-option");
  await expect(options).toHaveCount(supported.claimIds.length);
  await options.filter({ hasText: "$6.1 billion" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]claim=${backlog}`));

  const assertEndsOnBacklog = async () => {
    const panel = page.getByTestId("claim-chain");
    await expect(panel.getByTestId("chain-broken")).toHaveCount(0);
    await expect(panel.getByTestId("chain-hop")).toHaveCount(expected.hops.length);
    await expect(panel.getByTestId("chain-hop").last()).toHaveAttribute("data-fence", "fundamental/calls->fundamental");
    await expect(panel.getByTestId("evidence-match").first()).toHaveText("$6.1 billion");
    const source = panel.getByTestId("chain-source");
    await expect(source).toHaveAttribute("data-agent", "fundamental");
    await expect(source).toHaveAttribute("data-tool", "get_backlog");
    await expect(source.getByTestId("chain-source-input")).toContainText('"ticker": "NWR"');
    const cited = source.locator('[data-testid="trace-line"][data-cited="true"]');
    await expect(cited).toHaveAttribute("data-line", String(expected.source.line));
    await expect(cited).toContainText("backlog_usd: 6140000000");
    await expect(page.locator('[data-testid="graph-node"][data-node="fundamental"]')).toHaveAttribute("data-emphasis", "lit");
    await expect(page.locator('[data-testid="graph-edge"][data-edge="fundamental->synthesizer"]')).toHaveAttribute("data-emphasis", "lit");
    await expect(page.locator('[data-testid="graph-edge"][data-edge="macro->synthesizer"]')).toHaveAttribute("data-emphasis", "dimmed");
  };
  await assertEndsOnBacklog();

  await page.reload();
  expect(new URL(page.url()).searchParams.get("claim")).toBe(backlog);
  await assertEndsOnBacklog();
});

test("j and k move between sentences and Enter opens the chain; Esc closes it", async ({ page }) => {
  await page.goto(`/runs/${runId}?panel=report`);
  const first = page.locator("[data-sentence]").first();
  await expect(first).toBeVisible();
  // The report's key handler is attached just after its sentences appear: repeat the first press until it lands.
  await expect(async () => {
    await page.keyboard.press("j");
    await expect(first).toBeFocused({ timeout: 500 });
  }).toPass();
  await page.keyboard.press("j");
  const second = page.locator("[data-sentence]").nth(1);
  await expect(second).toBeFocused();
  await page.keyboard.press("k");
  await expect(first).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]claim=/);
  // The chain's hops arrive from the API, after the page has taken the new selection.
  await expect(page.getByTestId("chain-hop").first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("claim-chain")).toHaveCount(0);
  await expect(page.getByTestId("report-panel")).toBeVisible();
});
