import type { BackupTable } from './backup.repository';

/**
 * Tables in an order a restore can insert them: every table after the tables it references.
 * Self-references are allowed (rows of one table come in one statement); a cycle between tables
 * is refused, since no insert order would satisfy it.
 */
export function restoreOrder(tables: readonly BackupTable[]): BackupTable[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const ordered: BackupTable[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: BackupTable, path: string[]) => {
    const seen = state.get(table.name);
    if (seen === 'done') return;
    if (seen === 'visiting') {
      throw new Error(
        `Tables reference each other in a cycle: ${[...path, table.name].join(' → ')}`,
      );
    }
    state.set(table.name, 'visiting');
    for (const name of [...table.references].sort()) {
      const referenced = byName.get(name);
      if (referenced) visit(referenced, [...path, table.name]);
    }
    state.set(table.name, 'done');
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(table, []);
  return ordered;
}
