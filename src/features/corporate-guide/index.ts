/** The corporate-type guide's door (shell spec §2.4): its dialog row and the opener the sign-up calls. */
export { corporateGuideDialogs, openCorporateGuide } from './dialogs';
