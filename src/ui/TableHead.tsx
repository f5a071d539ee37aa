/**
 * A data table's head row: one column header per column, a numeric one right-aligned (`td-num`, as its
 * cells). A column shown only sometimes (a coin column over every coin) is given as `false`.
 */
export interface TableColumn {
  label: string;
  numeric?: boolean;
}

export function TableHead({ columns }: { columns: readonly (TableColumn | false)[] }) {
  return (
    <thead>
      <tr>
        {columns.map(
          (column) =>
            column && (
              <th key={column.label} scope="col" className={column.numeric ? 'td-num' : undefined}>
                {column.label}
              </th>
            ),
        )}
      </tr>
    </thead>
  );
}
