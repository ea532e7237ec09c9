import Button from '@mui/material/Button';
import { Link } from 'react-router';

/** A list's heading, what it is, and its "new" link. */
export function ContentSectionHeader({
  id,
  title,
  intro,
  newLabel,
  newTo,
}: {
  id: string;
  title: string;
  intro: string;
  newLabel: string;
  newTo: string;
}) {
  return (
    <>
      <h2 id={id} className="staff-console-h2">
        {title}
      </h2>
      <p>{intro}</p>
      <Button variant="contained" component={Link} to={newTo} sx={{ mb: 2 }} data-testid={`${id}-new`}>
        {newLabel}
      </Button>
    </>
  );
}
