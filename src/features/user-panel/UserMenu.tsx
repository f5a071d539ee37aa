/**
 * The header's member area (shell spec §2.2, §4): a button with the grade icon in the grade colour and the
 * greeting, which opens the dropdown user panel. The panel closes on Escape (the focus goes back to the
 * button), on a press outside, on a route change and on logout; nothing shows for guests.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { memberGradeName } from '../../../contract';
import { session } from '../../state/session';
import { settings } from '../../state/settings';
import { useOutsidePointerDown } from '../../ui/use-outside-pointer-down';
import { GradeIcon } from './GradeIcon';
import { UserPanel } from './UserPanel';
import { usePremiumGradeFollowsLanguage } from './use-premium-language';
import './user-panel.css';

export function UserMenu() {
  const { t } = useTranslation();
  const { status, user } = useSnapshot(session);
  const { language } = useSnapshot(settings);
  const { pathname } = useLocation();
  // The panel is open for one member on one path: a route change or a logout closes it by itself.
  const where = `${user?.memNo ?? ''}:${pathname}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = status === 'member' && openAt === where;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useOutsidePointerDown(rootRef, open, () => setOpenAt(null));
  usePremiumGradeFollowsLanguage();

  if (status !== 'member' || !user) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpenAt(null);
    triggerRef.current?.focus();
  };

  return (
    <div ref={rootRef} className="td-user-menu" onKeyDown={onKeyDown}>
      <button
        ref={triggerRef}
        type="button"
        className="td-user-menu__trigger"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpenAt(open ? null : where)}
      >
        <GradeIcon color={user.colorOfGrade} />
        <span className="td-visually-hidden">
          {t('userPanel.grade', { grade: memberGradeName(user.nameOfGrade, language) })}
        </span>
        <span className="td-user-menu__greeting">{t('userPanel.greeting', { name: user.name })}</span>
      </button>
      {open && <UserPanel id={panelId} />}
    </div>
  );
}
