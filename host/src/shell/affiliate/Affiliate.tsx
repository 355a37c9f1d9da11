import { useState } from 'react';
import styled from 'styled-components';
import { useUser } from 'shared-graph';
import { Button, Modal, SmartLink } from 'shared-ui';
import { AFFILIATE_PROGRAM_URL, openFacebookShare, profileLink } from './affiliate';

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const LinkBox = styled.code`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.neutralSoft};
  overflow-wrap: anywhere;
`;

/** The affiliate modal of SPEC §1, opened from the header. */
export function Affiliate() {
  const user = useUser();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  const link = profileLink(user.login, window.location.origin);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Affiliate
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Affiliate"
        size="sm"
        footer={
          <>
            <SmartLink href={AFFILIATE_PROGRAM_URL}>Affiliate program</SmartLink>
            <Button variant="primary" onClick={() => openFacebookShare(window, link)}>
              Share to Facebook
            </Button>
          </>
        }
      >
        <Lead>Refer a Friend and Get 20% Recurring Commision</Lead>
        <LinkBox aria-label="Your referral link">{link}</LinkBox>
      </Modal>
    </>
  );
}
