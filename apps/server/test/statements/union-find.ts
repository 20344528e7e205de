/** Classes of terms known to hold the same company_id. */
export class UnionFind {
  private readonly parents = new Map<string, string>();

  find(term: string): string {
    const parent = this.parents.get(term);
    if (parent === undefined || parent === term) return term;
    const root = this.find(parent);
    this.parents.set(term, root);
    return root;
  }

  union(a: string, b: string): void {
    const rootA = this.find(a);
    const rootB = this.find(b);
    if (rootA !== rootB) this.parents.set(rootA, rootB);
  }

  same(a: string, b: string): boolean {
    return this.find(a) === this.find(b);
  }
}
