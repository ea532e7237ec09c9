// Public surface of the consumption feature: the contract page's consumption section (chart and downloads).
export { ConsumptionSection } from './components/consumption-section.tsx';
