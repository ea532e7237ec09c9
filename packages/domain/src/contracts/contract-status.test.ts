import { describe, expect, it } from 'vitest';
import { contractStatusLabel, isContractModifiable, showsNotModifiableWarning } from './contract-status.ts';

describe('contractStatusLabel', () => {
  it('shows a signed draft as draft and an unsigned one as signature pending', () => {
    expect(contractStatusLabel('esborrany', '2026-01-15')).toBe('draft');
    expect(contractStatusLabel('esborrany', null)).toBe('signature_pending');
    expect(contractStatusLabel('esborrany', undefined)).toBe('signature_pending');
    expect(contractStatusLabel('esborrany', '')).toBe('signature_pending');
  });

  it('shows activa as open', () => {
    expect(contractStatusLabel('activa', '2024-03-01')).toBe('open');
    expect(contractStatusLabel('activa', null)).toBe('open');
  });

  it('shows baixa, cancelada and any unknown state as closed', () => {
    expect(contractStatusLabel('baixa', '2020-01-01')).toBe('closed');
    expect(contractStatusLabel('cancelada', null)).toBe('closed');
    expect(contractStatusLabel('modcontractual', '2020-01-01')).toBe('closed');
    expect(contractStatusLabel('', null)).toBe('closed');
  });
});

describe('modifiability', () => {
  it('lets only an active contract be modified', () => {
    expect(isContractModifiable('activa')).toBe(true);
    for (const state of ['esborrany', 'baixa', 'cancelada', 'other']) expect(isContractModifiable(state)).toBe(false);
  });

  it('warns on closed and cancelled contracts only', () => {
    expect(showsNotModifiableWarning('baixa')).toBe(true);
    expect(showsNotModifiableWarning('cancelada')).toBe(true);
    expect(showsNotModifiableWarning('activa')).toBe(false);
    expect(showsNotModifiableWarning('esborrany')).toBe(false);
  });
});
