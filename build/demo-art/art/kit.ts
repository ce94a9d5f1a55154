// The POS kit: a terminal and a receipt printer standing on a cash drawer, with a scanner beside.
import { place, ROOT, sub } from './engine.ts';
import { cashDrawer } from './drawer.ts';
import { gunScanner } from './handheld.ts';
import { printer } from './printers.ts';
import { posTerminal } from './terminals.ts';
import type { Builder } from './shot.ts';

export const posKit: Builder = (view, b, label) => {
  const open = view === 3;
  const pr = printer(open ? 3 : 0, b, label, true).prims;
  const prims = [
    ...cashDrawer(b, label, open, true),
    ...place(posTerminal(b, label, true).prims, sub(ROOT, [-75, 110, -20])),
    ...place(pr, sub(ROOT, [120, 110, -40])),
    ...place(gunScanner(b, label, true), sub(ROOT, [330, 0, 40], 0, -20)),
  ];
  if (view === 3) return { prims, yaw: -24, pitch: 28 };
  if (view === 2) return { prims, yaw: 34, pitch: 18 };
  if (view === 1) return { prims, yaw: -32, pitch: 20 };
  return { prims, yaw: 0, pitch: 10 };
};
