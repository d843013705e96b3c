/**
 * Which list views were asked for and not drawn yet. The router renders each navigation in a
 * transition, so quick clicks can ask for views B and C before B is drawn; when B is drawn, the
 * view to build the next click on is still C. A drawn view nobody asked for (the back button, a
 * link) replaces everything asked before it.
 */
export class AskedViews {
  private pending: string[] = [];

  /** A view was asked for (its query string). */
  ask(key: string): void {
    this.pending.push(key);
  }

  /**
   * A view was drawn. Answers whether it is the view to build on now: true when it is the last
   * one asked for or one nobody asked for; false while later asks are still on their way.
   */
  drawn(key: string): boolean {
    const at = this.pending.indexOf(key);
    if (at === -1) {
      this.pending = [];
      return true;
    }
    this.pending.splice(0, at + 1);
    return this.pending.length === 0;
  }
}
