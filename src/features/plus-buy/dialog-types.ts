/**
 * The Plus buy dialogs' types in the shell's registry (chart spec §2 "Plus buy" 1–2, shell spec §2.4),
 * so that any feature can open them by type through the shell's modal service.
 */
declare module '../../shell/dialog-registry' {
  interface DialogPropsMap {
    /** The credit notice. From the trade flow (isTrade) its button goes to the quiz; otherwise Close. */
    creditNotice: { isTrade?: boolean; onQuizFinished?: () => void };
    /** "Plus buy quiz": finishing calls onQuizFinished, closes quiz and notice and stores the flag. */
    creditQuiz: { onQuizFinished?: () => void };
    /** The credit (Plus buy) benefits and FAQ modal. */
    creditBenefits: Record<string, never>;
  }
}

export {};
