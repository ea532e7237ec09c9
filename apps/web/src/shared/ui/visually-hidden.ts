/**
 * sx for text that only assistive technology reads. Lengths are strings on purpose: in MUI's sx a
 * bare number up to 1 is a fraction (width: 1 is 100%, of whatever positioned ancestor holds the
 * text, which once widened the contract page to 1,642 px) and margin counts theme spacing.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
