import { useState } from 'react';
import { SelectField } from './ui/SelectField';
import { m } from '../paraglide/messages';
import { defaultTimeZone, deviceTimeZone } from '../lib/zoned-time';

const storageKey = 'kar-time-zone';

function storedChoice(device: string | null): string {
  try {
    const stored = localStorage.getItem(storageKey);
    return stored && stored === device ? stored : defaultTimeZone;
  } catch {
    return defaultTimeZone;
  }
}

/**
 * The zone interview times are shown in: Baghdad's unless the viewer chose their device's own (offered only when
 * its clock differs, as abroad). The choice is kept on this device.
 */
export function useViewerTimeZone() {
  const [device] = useState(() => deviceTimeZone());
  const [zone, setZoneState] = useState(() => storedChoice(device));
  const setZone = (next: string) => {
    setZoneState(next);
    try {
      if (next === defaultTimeZone) localStorage.removeItem(storageKey);
      else localStorage.setItem(storageKey, next);
    } catch {
      // Private windows may refuse storage: the choice then lasts for this page.
    }
  };
  return { zone, device, setZone };
}

export function TimeZoneSelect({ zone, device, onChange }: { zone: string; device: string | null; onChange: (zone: string) => void }) {
  if (!device) return <p className="text-sm text-slate-700">{m.myapps_zone_baghdad()}</p>;
  return (
    <div className="max-w-xs">
      <SelectField
        label={m.myapps_time_zone()}
        value={zone}
        onChange={(event) => onChange(event.target.value)}
        options={[
          { value: defaultTimeZone, label: m.myapps_zone_baghdad() },
          { value: device, label: m.myapps_zone_device({ zone: device }) },
        ]}
      />
    </div>
  );
}
