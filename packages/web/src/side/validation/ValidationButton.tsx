import { messages } from '@ossature/contract';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import { IconButton, Tooltip, keyframes } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ValidationTarget, validationApi, validationKey } from './validation-api';

/** SPEC §9: the validation button pulses for 1 s, three times, while a validation is in progress. */
const pulse = keyframes`
  0% { transform: scale(1); }
  50% { transform: scale(1.25); }
  100% { transform: scale(1); }
`;

/**
 * The tools panel's validation button (SPEC §2): shown once the record exists and its module declares a validation;
 * success colour when the last request is DONE, primary while one is ACTIVE.
 */
export function ValidationButton({ target, pressed, onOpen }: { target: ValidationTarget; pressed: boolean; onOpen(): void }) {
  const validation = useQuery({ queryKey: validationKey(target), queryFn: ({ signal }) => validationApi.state(target, signal) });
  if (!validation.data?.enabled) return null;
  const status = validation.data.validation?.status;
  const color = status === 'DONE' ? 'success' : status === 'ACTIVE' ? 'primary' : 'default';
  const label = messages.validation.drawerTitle;
  return (
    <Tooltip title={label} placement="left">
      <IconButton
        aria-label={label}
        aria-pressed={pressed}
        color={color}
        onClick={onOpen}
        sx={status === 'ACTIVE' ? { animation: `${pulse} 1s ease-in-out 3`, '@media (prefers-reduced-motion: reduce)': { animation: 'none' } } : undefined}
      >
        <VerifiedUser />
      </IconButton>
    </Tooltip>
  );
}
