import { useCallback, useState } from 'react';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { type DataSaver, parseDataSaver } from './quality';

function stored(): DataSaver {
  try {
    return parseDataSaver(localStorage.getItem(STORAGE_KEYS.videoDataSaver));
  } catch {
    return 'off';
  }
}

/** The data saver, remembered on this device (it survives sign-out, like the language). */
export function useDataSaver(): [DataSaver, (value: DataSaver) => void] {
  const [value, setValue] = useState(stored);
  const change = useCallback((next: DataSaver) => {
    setValue(next);
    try {
      if (next === 'off') localStorage.removeItem(STORAGE_KEYS.videoDataSaver);
      else localStorage.setItem(STORAGE_KEYS.videoDataSaver, next);
    } catch {
      // Private mode without storage: the choice holds for this page only.
    }
  }, []);
  return [value, change];
}
