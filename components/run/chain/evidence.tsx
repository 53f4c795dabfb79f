/** Search output cites `file:line:text`; excerpts may carry no such prefix. */
const CITED = /^([^\n:]+):(\d+):([\s\S]*)$/;

/**
 * A hop's evidence: where it was found, and the line with the matched value (the hop's
 * `raw_value`) marked. Rendered as text: evidence is copied verbatim from untrusted traces.
 */
export function Evidence({ evidence, rawValue }: { evidence: string; rawValue: string }) {
  if (!evidence) return <p className="text-xs text-zinc-500">No evidence: nothing in the source matched.</p>;
  const cited = CITED.exec(evidence);
  const text = cited ? cited[3] : evidence;
  return (
    <figure data-testid="chain-evidence">
      {cited && (
        <figcaption className="font-mono text-[11px] text-zinc-500">
          {cited[1]}, line {cited[2]}
        </figcaption>
      )}
      <pre className="mt-0.5 overflow-x-auto rounded bg-zinc-50 p-1.5 font-mono text-[11px] whitespace-pre-wrap dark:bg-zinc-900">{markValue(text, rawValue)}</pre>
    </figure>
  );
}

function markValue(text: string, value: string) {
  const at = value ? text.indexOf(value) : -1;
  if (at === -1) return text;
  return (
    <>
      {text.slice(0, at)}
      <mark data-testid="evidence-match" className="rounded-sm bg-yellow-200 px-0.5 font-semibold text-zinc-900 dark:bg-yellow-600 dark:text-white">
        {value}
      </mark>
      {text.slice(at + value.length)}
    </>
  );
}
