// The copy of the staff sign-in (/auth) and of the staff pages' frame. The staff pages are for the agency's own
// people; the words stay plain all the same. {account} is filled by the widget.
export const staffSignInCopy = {
  checking: 'Checking your sign-in...',
  form: {
    heading: 'Sign in',
    intro: 'Use the email address and password of your staff account.',
    emailLabel: 'Email address',
    passwordLabel: 'Password',
    submitLabel: 'Sign in',
    pendingLabel: 'Signing in...',
  },
  code: {
    heading: 'Enter your code',
    intro:
      'Your account, {account}, is protected by an authenticator app. Open the app and enter the code it shows.',
    label: 'Code from your authenticator app',
    hint: '6 digits, for example 123456. A new code appears every 30 seconds.',
    submitLabel: 'Verify code',
    pendingLabel: 'Checking the code...',
    otherAccountLabel: 'Use a different account',
  },
  newPassword: {
    heading: 'Choose your own password',
    intro:
      'You signed in to {account} with a one-time password. Choose a password of your own now: a few words you will remember make a good one. Nobody at the agency will ever ask you for it.',
    label: 'New password',
    hint: '{min} characters or more, not your email address.',
    againLabel: 'New password again',
    submitLabel: 'Save my password',
    pendingLabel: 'Saving...',
  },
  factorSetup: {
    heading: 'Set up your authenticator app',
    intro:
      'The staff pages show what visitors sent us, so {account} also needs a code from an authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator or 1Password. You set it up once; each sign-in then asks for a code.',
    preparing: 'Preparing your set-up...',
    scanStep: 'Open the app, choose to add an account, and scan this QR code with the phone’s camera.',
    qrAlt: 'QR code to scan with your authenticator app',
    keyStep: 'Cannot scan it? Choose to enter a set-up key instead, and type this key:',
    keyLabel: 'Set-up key',
    codeStep: 'Then enter the 6-digit code the app shows for this account.',
    submitLabel: 'Turn on the authenticator app',
    pendingLabel: 'Checking the code...',
    retryLabel: 'Try the set-up again',
    otherAccountLabel: 'Use a different account',
  },
  signedIn: {
    heading: 'You are signed in',
    text: 'Signed in as {account}.',
    levels: {
      aal1: 'Signed in with your password.',
      aal2: 'Signed in with your password and your authenticator app.',
    },
    linksHeading: 'Staff pages',
    signOutLabel: 'Sign out',
  },
  noAccess: {
    heading: 'No access',
    text: 'You are signed in as {account}, but this account has no access to the staff pages or to the requests visitors send. If you work for the agency, ask its owner to give your account the staff role, then sign in again.',
    otherAccountLabel: 'Sign in with a different account',
  },
  notConfigured: {
    heading: 'Staff sign-in is not set up on this site',
    text: 'No sign-in service answers at this address, so the staff pages cannot be opened here. Serve the site with its own server (bash scripts/serve.sh), or the site’s developer sets VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY and rebuilds the site (see docs/deploy.md).',
  },
  configErrorHeading: 'Staff sign-in is set up wrongly',
  errors: {
    summaryHeading: 'Please check your answers',
    emailMissing: 'Enter your email address.',
    emailInvalid: 'Enter your email address in the form name@example.com.',
    passwordMissing: 'Enter your password.',
    codeMissing: 'Enter the 6-digit code from your authenticator app.',
    codeFormat: 'The code is 6 digits, for example 123456.',
    newPasswordMissing: 'Enter a new password.',
    newPasswordShort: 'Use at least {min} characters for your new password.',
    newPasswordAgainMissing: 'Enter the new password a second time.',
    newPasswordMismatch: 'The two passwords are not the same. Type the new password again in both fields.',
  },
  failures: {
    'wrong-password': 'The email address or password is not right. Check both and try again.',
    'wrong-code':
      'That code did not work. Codes change every 30 seconds: enter the newest code from your app.',
    'code-expired': 'That code has expired. Enter the newest code from your authenticator app.',
    'email-not-confirmed':
      'This account’s email address is not confirmed yet. Open the confirmation email first.',
    'rate-limited': 'Too many sign-in attempts. Please wait a few minutes, then try again.',
    network: 'We could not reach the sign-in service. Check your internet connection and try again.',
    expired: 'Your session has expired. Please sign in again.',
    'weak-password':
      'That password is too short or too easy to guess. Use {min} characters or more, not your email address.',
    'same-password': 'Choose a password different from the one-time password.',
    'factor-unavailable':
      'The sign-in service does not allow authenticator apps yet, so the staff pages cannot open. The site’s developer turns them on (see docs/deploy.md).',
    'not-served':
      'No sign-in service answers at this address. Serve the site with its own server, or ask the site’s developer (see docs/deploy.md).',
    insecure:
      'Sign-in works over a secure connection only. Open the site’s address that starts with https://, or tell the site’s developer (see docs/deploy.md).',
    unknown: 'Sign-in did not work this time. Please try again in a moment.',
  },
  notices: {
    expired: 'Your session has expired. Please sign in again.',
    signedOut: 'You have signed out.',
    invalid: 'Your sign-in could not be confirmed. Please sign in again.',
  },
};

/** The frame of the staff pages (the bar above each tool, the links between them). */
export const staffPagesCopy = {
  signInTitle: 'Staff sign-in',
  signInIntro: 'For the agency’s staff: sign in to write blog posts and check the site’s content.',
  visitorNote: 'Looking for help with Medicare? Call us at {phone}: this page is for staff only.',
  /** Every staff page's meta description (the pages are never indexed, but a shared link shows it). */
  metaDescription:
    'Pages for the staff of {agencyName}. Visitors: please call us or book a free consultation.',
  bar: { signedInAs: 'Signed in as {account}', signOutLabel: 'Sign out' },
  pages: [
    {
      path: '/admin/leads',
      title: 'Callback requests',
      intro:
        'The callback requests visitors sent from the contact form, newest first, each with the consent it was sent with. Call back during office hours, then set the status and leave a note for the team. Export a CSV for your records; delete a request when its visitor asks.',
    },
    {
      path: '/admin/blog',
      title: 'Blog administration',
      intro:
        'Write and edit blog posts, check them and export a ready-to-commit file. The list shows the published posts only: drafts and scheduled posts never leave the content package before their date. Find them in its posts folder, and their checks in the content check (pnpm content:check).',
    },
    {
      path: '/admin/blog-quality',
      title: 'Blog quality check',
      intro:
        'How each published post does on length, headings, links, reading level, the disclaimer and this year’s figures. Drafts and scheduled posts are checked by the content check (pnpm content:check).',
    },
    {
      path: '/migrate-blog-posts',
      title: 'Blog post migration',
      intro: 'Turn posts exported from the old site into files for the content package.',
    },
    {
      path: '/content-strategy',
      title: 'Content strategy',
      intro: 'Which topics each state and city already has a page or post for, and the gaps.',
    },
  ],
};
