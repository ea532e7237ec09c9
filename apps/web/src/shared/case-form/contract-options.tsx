export interface TContractOptionsProps {
  contracts: ReadonlyArray<{ name: string; address: string }>;
  /** The first, empty choice ("Choose…", or "No contract" where the contract is optional). */
  none: string;
}

/** The options of a case form's contract select: each contract by its name and supply address. */
export function ContractOptions({ contracts, none }: TContractOptionsProps) {
  return (
    <>
      <option value="">{none}</option>
      {contracts.map((contract) => (
        <option key={contract.name} value={contract.name}>
          {contract.address ? `${contract.name} · ${contract.address}` : contract.name}
        </option>
      ))}
    </>
  );
}
