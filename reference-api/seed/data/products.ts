// All products of the catalogue, kept per root category under ./products/.
import type { SeedProduct } from '../types.ts';
import { posTerminalProducts } from './products/pos-terminals.ts';
import { displayProducts } from './products/displays.ts';
import { printerProducts } from './products/printers.ts';
import { scannerProducts } from './products/scanners.ts';
import { drawerAndScaleProducts } from './products/drawers-scales.ts';
import { softwareProducts } from './products/software.ts';

export const products: SeedProduct[] = [
  ...posTerminalProducts,
  ...displayProducts,
  ...printerProducts,
  ...scannerProducts,
  ...drawerAndScaleProducts,
  ...softwareProducts,
];
