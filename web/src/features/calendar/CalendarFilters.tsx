import type { CalendarParams } from './calendar-params.ts';
import { EVENT_KINDS, kindClass, kindLabel, type EventKind } from './event-kind.ts';

interface CalendarFiltersProps {
  params: CalendarParams;
  onChange: (next: CalendarParams) => void;
}

/** The kind checkboxes carry the colour swatches, so they are the legend as well. */
export function CalendarFilters({ params, onChange }: CalendarFiltersProps) {
  const toggle = (kind: EventKind, on: boolean) => {
    const kinds = EVENT_KINDS.filter((k) => (k === kind ? on : params.kinds.includes(k)));
    onChange({ ...params, kinds });
  };
  return (
    <div className="cal-filters">
      <fieldset className="cal-filters__kinds">
        <legend>Event kinds</legend>
        {EVENT_KINDS.map((kind) => (
          <label key={kind} className="cal-filters__option">
            <input
              type="checkbox"
              checked={params.kinds.includes(kind)}
              onChange={(e) => {
                toggle(kind, e.target.checked);
              }}
            />
            <span className={`cal-swatch ${kindClass(kind)}`} aria-hidden="true" />
            {kindLabel(kind)}
          </label>
        ))}
      </fieldset>
      <label className="cal-filters__option">
        <input
          type="checkbox"
          checked={params.hideDone}
          onChange={(e) => {
            onChange({ ...params, hideDone: e.target.checked });
          }}
        />
        Hide done
      </label>
    </div>
  );
}
