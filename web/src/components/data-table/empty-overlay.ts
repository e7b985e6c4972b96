/**
 * The grid's "no rows" message as a component that can change its text while it is shown.
 * ag-grid's own overlay reads its text once, when it appears: a table that said "Loading…"
 * before its (empty) rows came kept saying it under a pager already saying "No rows".
 */
import type { IOverlayComp, IOverlayParams } from 'ag-grid-community';

/** What the table passes: the text to show while there are no rows. */
export interface EmptyOverlayParams {
  noRows?: { overlayText?: string };
}

const textOf = (params: IOverlayParams & EmptyOverlayParams) => params.noRows?.overlayText ?? '';

export class EmptyOverlay implements IOverlayComp {
  private readonly gui = document.createElement('span');

  init(params: IOverlayParams & EmptyOverlayParams): void {
    this.gui.className = 'ag-overlay-no-rows-center';
    // textContent, never HTML: a screen's message stays inert text.
    this.gui.textContent = textOf(params);
  }

  getGui(): HTMLElement {
    return this.gui;
  }

  refresh(params: IOverlayParams & EmptyOverlayParams): void {
    this.gui.textContent = textOf(params);
  }
}
