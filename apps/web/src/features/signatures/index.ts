// Public surface of the signatures: the contract page's section of its pending signatures and their outcomes (the signing page loads lazily).
export { PendingSignatures } from './components/pending-signatures.tsx';
