/** The booking's texts in English (the gateway words them in Serbian too). */
export const recordingMessages = {
  bookingNotYourMatch: 'You can only book recordings of your own club’s matches.',
  bookingMatchPast: 'This match has already started; only upcoming matches can be booked.',
  bookingMatchCancelled: 'This match has been cancelled, so it cannot be recorded.',
  bookingNoVideoZone: 'This league does not offer the video zone.',
  bookingExists: 'Your club has already booked a recording of this match.',
  bookingReasonRequired: 'Give a reason: the club will see it.',
  bookingWrongState:
    'This booking has moved on since you loaded it; reload to see where it stands.',
  bookingUnknownPackage: 'Choose one of the packages the league offers.',
  bookingPackageNotOffered:
    'This league does not offer that package; choose one of the packages it offers.',
  bookingNotCancellable:
    'This booking can no longer be cancelled: its recording has started or the booking has ended.',
  recordingPackagesEmpty: 'Offer at least one recording package.',
} as const;
