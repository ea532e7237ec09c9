// Public surface of the tariff options: the contract page's section with its dialogs.
export { TariffOptionsSection } from './components/tariff-options-section.tsx';
