/**
 * Readers for input that has not been through a schema: a hostile object (a throwing getter, a revoked
 * proxy) must produce "missing", never an exception, so validators stay total.
 */
export function readField(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  try {
    return (value as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

/**
 * The entries of a list, skipping those `skip` rejects and stopping once `limit` entries are kept, so a huge
 * or sparse array costs no more than the entries read. Returns null when the value is not a readable array.
 */
export function readListEntries(value: unknown, limit: number, skip: (entry: unknown) => boolean): unknown[] | null {
  try {
    if (!Array.isArray(value)) return null;
    const kept: unknown[] = [];
    const length = value.length;
    for (let index = 0; index < length && kept.length < limit; index++) {
      const entry: unknown = value[index];
      if (!skip(entry)) kept.push(entry);
    }
    return kept;
  } catch {
    return null;
  }
}
