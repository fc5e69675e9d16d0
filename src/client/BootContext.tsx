import { createContext, useContext } from 'react';
import type { BootData } from './BootData';

export const BootContext = createContext<BootData | null>(null);

export function useBoot(): BootData {
  const boot = useContext(BootContext);
  if (!boot) throw new Error('useBoot needs a BootContext provider');
  return boot;
}
