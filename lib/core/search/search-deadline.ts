/** Thrown when a search runs past its time budget; the backend answers with audit-fence's timeout text. */
export class SearchTimeout extends Error {
  override name = "SearchTimeout";
}

/** A search's time budget, checked between the windows of text RE2 scans. */
export class SearchDeadline {
  private readonly endsAt: number;

  constructor(
    budgetMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.endsAt = now() + budgetMs;
  }

  check(): void {
    if (this.now() > this.endsAt) throw new SearchTimeout();
  }
}
