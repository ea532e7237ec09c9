// Public surface of the virtual batteries: the contract page's battery section with its dialogs.
export { VirtualBatteriesSection } from './components/virtual-batteries-section.tsx';
