/** A column of a list table: numbers are right-aligned; a `screenReaderOnly` label names a column of controls. */
export interface TableColumn {
  label: string;
  numeric?: boolean;
  screenReaderOnly?: boolean;
}

/** The header row every list table uses (runs, share links); `dense` for tables inside dialogs. */
export function TableHead({ columns, dense = false }: { columns: TableColumn[]; dense?: boolean }) {
  const padding = dense ? "py-1.5 pr-3" : "py-2 pr-4";
  return (
    <thead className="border-b border-zinc-200 text-xs uppercase tracking-wide text-zinc-500 dark:border-zinc-800">
      <tr>
        {columns.map((column) => (
          <th key={column.label} className={`${padding} font-medium last:pr-0 ${column.numeric ? "text-right" : ""}`}>
            {column.screenReaderOnly ? <span className="sr-only">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
