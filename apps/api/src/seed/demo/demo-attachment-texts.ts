import type { TLanguage } from '@portal/domain';

type TDocumentTexts = Record<TLanguage, { name: string; category: string }>;

/**
 * The demo retailer's documents' titles and categories in each language, by file name
 * (attachment_texts): the contract page lists them in the customer's language.
 */
export const DEMO_ATTACHMENT_TEXTS: Readonly<Record<string, TDocumentTexts>> = {
  'contracte-0001001.pdf': {
    'ca-ES': { name: 'Contracte signat', category: 'Contracte' },
    'es-ES': { name: 'Contrato firmado', category: 'Contrato' },
    'en-US': { name: 'Signed contract', category: 'Contract' },
    'gl-ES': { name: 'Contrato asinado', category: 'Contrato' },
    'fr-FR': { name: 'Contrat signé', category: 'Contrat' },
    'de-DE': { name: 'Unterzeichneter Vertrag', category: 'Vertrag' },
  },
  'condicions-generals.pdf': {
    'ca-ES': { name: 'Condicions generals', category: 'Condicions' },
    'es-ES': { name: 'Condiciones generales', category: 'Condiciones' },
    'en-US': { name: 'General terms and conditions', category: 'Terms' },
    'gl-ES': { name: 'Condicións xerais', category: 'Condicións' },
    'fr-FR': { name: 'Conditions générales', category: 'Conditions' },
    'de-DE': { name: 'Allgemeine Geschäftsbedingungen', category: 'Bedingungen' },
  },
  'esquema-fotovoltaica.png': {
    'ca-ES': { name: 'Esquema de la instal·lació fotovoltaica', category: 'Autoconsum' },
    'es-ES': { name: 'Esquema de la instalación fotovoltaica', category: 'Autoconsumo' },
    'en-US': { name: 'Solar installation diagram', category: 'Self-consumption' },
    'gl-ES': { name: 'Esquema da instalación fotovoltaica', category: 'Autoconsumo' },
    'fr-FR': { name: 'Schéma de l’installation photovoltaïque', category: 'Autoconsommation' },
    'de-DE': { name: 'Schema der Photovoltaikanlage', category: 'Eigenverbrauch' },
  },
  'certificat-gas.pdf': {
    'ca-ES': { name: "Certificat d'instal·lació de gas", category: 'Certificats' },
    'es-ES': { name: 'Certificado de instalación de gas', category: 'Certificados' },
    'en-US': { name: 'Gas installation certificate', category: 'Certificates' },
    'gl-ES': { name: 'Certificado de instalación de gas', category: 'Certificados' },
    'fr-FR': { name: 'Certificat d’installation de gaz', category: 'Certificats' },
    'de-DE': { name: 'Gasinstallationsbescheinigung', category: 'Bescheinigungen' },
  },
};
