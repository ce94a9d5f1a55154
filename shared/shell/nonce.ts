// The CSP nonce of this answer's inline scripts. The server provides it; the browser never needs
// it (its scripts are loaded by the nonce'd loader, which 'strict-dynamic' trusts).
import { createContext, useContext } from 'react';

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
