import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type MouseEvent } from 'react';
import { LoginRequiredDialog } from '../../../components/login-required-dialog';
import { showSnackbar } from '../../../components/snackbar/snackbar-store';
import { selectUser, useSessionStore } from '../../../session/session-store';
import { claimAuthor, unclaimAuthor } from '../api/account-api';
import { EditProfileDialog } from './edit-profile-dialog';

type Step = 'login' | 'confirm' | 'claiming' | 'claimed' | null;

const PENDING = 'submitted for moderation';
const REJECTED = 'rejected';

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Spec 1 §4 "Claim profile" for an author: visitors are asked to log in; a user without a claim
 * confirms, waits, and learns the claim is submitted for moderation (about a week); the claimed
 * profile shows a 'claimed' badge, and alt-click on it withdraws the claim.
 */
export function ClaimProfile({ authorId, authorName }: { authorId: string; authorName: string }) {
  const user = useSessionStore(selectUser);
  const userLoaded = useSessionStore((state) => state.userLoaded);
  const [step, setStep] = useState<Step>(null);
  const [isEditing, setEditing] = useState(false);

  const isRejected = user?.authorClaimStatus === REJECTED;
  const isClaimedHere = Boolean(user) && user?.authorId === authorId && !isRejected;
  const isPending = user?.authorClaimStatus === PENDING;
  const otherClaim = isClaimedHere || isRejected ? null : (user?.authorId ?? null);
  async function handleBadgeClick(event: MouseEvent) {
    if (!event.altKey || !user) return;
    try {
      userLoaded(await unclaimAuthor(user.id, authorId));
      showSnackbar('Profile unclaimed', 'success');
    } catch (error) {
      showSnackbar(`Could not remove the claim: ${errorText(error)}`, 'error');
    }
  }
  async function confirm() {
    if (!user) return;
    setStep('claiming');
    try {
      userLoaded(await claimAuthor(user.id, authorId));
      setStep('claimed');
    } catch (error) {
      setStep(null);
      showSnackbar(`Could not claim this profile: ${errorText(error)}`, 'error');
    }
  }

  return (
    <>
      {isClaimedHere ? (
        <Tooltip
          describeChild
          title={`${isPending ? 'Your claim is submitted for moderation. ' : ''}Alt-click to remove your claim.`}
        >
          <Chip
            icon={<VerifiedUserIcon />}
            color="success"
            variant={isPending ? 'outlined' : 'filled'}
            label={isPending ? 'claimed (in moderation)' : 'claimed'}
            onClick={(event) => void handleBadgeClick(event)}
            sx={{ mt: 1.5 }}
          />
        </Tooltip>
      ) : (
        <Tooltip
          describeChild
          title={otherClaim ? `You have already claimed ${otherClaim}; only one profile can be claimed.` : ''}
        >
          <span>
            <Button
              size="small"
              variant="outlined"
              sx={{ mt: 1.5 }}
              disabled={Boolean(otherClaim)}
              onClick={() => setStep(user ? 'confirm' : 'login')}
            >
              Claim profile
            </Button>
          </span>
        </Tooltip>
      )}
      {isClaimedHere && !isPending && user && (
        <Button size="small" sx={{ mt: 1.5, ml: 1 }} onClick={() => setEditing(true)}>
          Edit profile
        </Button>
      )}
      {isEditing && user && (
        <EditProfileDialog userId={user.id} authorId={authorId} onClose={() => setEditing(false)} />
      )}
      {isRejected && user?.authorId === authorId && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Your claim of this profile was not approved.
        </Typography>
      )}
      <LoginRequiredDialog
        open={step === 'login'}
        message="Please log in to claim this profile."
        onClose={() => setStep(null)}
      />
      <Dialog
        open={step === 'confirm' || step === 'claiming' || step === 'claimed'}
        onClose={step === 'claiming' ? undefined : () => setStep(null)}
        aria-labelledby="claim-profile-title"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="claim-profile-title">
          {step === 'claimed' ? 'Profile claimed' : 'Claim this profile?'}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {step === 'claimed'
              ? 'Your claim has been submitted for moderation. This usually takes about a week; after that you can edit the profile.'
              : `Claim ${authorName} as your author profile. An account can claim one profile, and each claim is checked by a moderator.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          {step === 'claimed' ? (
            <Button variant="contained" onClick={() => setStep(null)}>
              Close
            </Button>
          ) : (
            <>
              <Button onClick={() => setStep(null)} disabled={step === 'claiming'}>
                Cancel
              </Button>
              <Button
                variant="contained"
                onClick={() => void confirm()}
                disabled={step === 'claiming'}
                startIcon={step === 'claiming' ? <CircularProgress size={16} aria-label="Claiming" /> : undefined}
              >
                Claim profile
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
