/**
 * The error catalogue: every code the API answers with, its HTTP status and its message in English and
 * Nepali. The spec's named codes (HUBCSNF001, HUBSLLC001, HUBSLDN001, HUBSLLC002) keep their meaning; the
 * others follow the same shape: HUB + area (2) + problem (2) + number (3).
 * Messages may carry {{placeholders}} filled from the error's params.
 */
export interface ErrorDefinition {
  status: number;
  en: string;
  ne: string;
}

export const errorCatalogue = {
  // General
  HUBGNVL001: { status: 400, en: 'Please check the highlighted fields', ne: 'कृपया चिन्ह लगाइएका विवरणहरू जाँच गर्नुहोस्' },
  HUBGNJS001: { status: 400, en: 'The request could not be read', ne: 'अनुरोध पढ्न सकिएन' },
  HUBGNNF001: { status: 404, en: 'The requested resource was not found', ne: 'अनुरोध गरिएको स्रोत भेटिएन' },
  HUBGNCT001: { status: 415, en: 'This content type is not supported', ne: 'यो सामग्री प्रकार समर्थित छैन' },
  HUBGNSZ001: { status: 413, en: 'The request is too large', ne: 'अनुरोध धेरै ठूलो छ' },
  HUBGNRL001: {
    status: 429,
    en: 'Too many attempts. Please try again in {{minutes}} minutes.',
    ne: 'धेरै प्रयास भए। कृपया {{minutes}} मिनेटपछि फेरि प्रयास गर्नुहोस्।',
  },
  HUBGNSE001: { status: 500, en: 'Server error. Please try again.', ne: 'सर्भर त्रुटि। कृपया फेरि प्रयास गर्नुहोस्।' },
  HUBGNUN001: {
    status: 503,
    en: 'The service is temporarily unavailable. Please try again shortly.',
    ne: 'सेवा अस्थायी रूपमा उपलब्ध छैन। कृपया केही बेरपछि प्रयास गर्नुहोस्।',
  },
  HUBGNBZ001: {
    status: 503,
    en: 'The service is very busy right now. Please try again in a moment.',
    ne: 'सेवा अहिले धेरै व्यस्त छ। कृपया एकछिनपछि फेरि प्रयास गर्नुहोस्।',
  },
  HUBGNNU001: {
    status: 400,
    en: 'The text contains a character that is not allowed',
    ne: 'पाठमा अनुमति नभएको अक्षर छ',
  },
  HUBGNHD001: { status: 431, en: 'The request headers are too large', ne: 'अनुरोधका हेडरहरू धेरै ठूला छन्' },
  HUBGNTO001: { status: 408, en: 'The request took too long to arrive', ne: 'अनुरोध आइपुग्न धेरै समय लाग्यो' },
  HUBGNCF001: { status: 404, en: 'Configuration not found', ne: 'कन्फिगरेसन भेटिएन' },
  HUBGNDV001: { status: 400, en: 'This device could not be identified', ne: 'यो यन्त्र पहिचान गर्न सकिएन' },
  HUBGNFB001: { status: 403, en: 'You do not have permission to do this', ne: 'तपाईंलाई यो काम गर्ने अनुमति छैन' },

  // Sessions and devices
  HUBCSTK001: { status: 401, en: 'Please sign in to continue', ne: 'जारी राख्न कृपया साइन इन गर्नुहोस्' },
  HUBCSTK002: { status: 401, en: 'Customer token invalid or expired', ne: 'ग्राहक टोकन अमान्य छ वा यसको म्याद सकियो' },
  HUBCSTK003: {
    status: 401,
    en: 'You have been signed out of this device',
    ne: 'तपाईं यो यन्त्रबाट साइन आउट गरिनुभएको छ',
  },
  HUBSLLC001: {
    status: 400,
    en: 'You have reached the maximum number of allowed logins',
    ne: 'तपाईंले अनुमति दिइएको अधिकतम लगइन संख्या पुर्‍याउनुभयो',
  },
  HUBSLDN001: {
    status: 400,
    en: 'This user is already logged in to another device',
    ne: 'यो प्रयोगकर्ता पहिले नै अर्को यन्त्रमा लगइन हुनुहुन्छ',
  },
  HUBSLLC002: { status: 404, en: 'Device not found', ne: 'यन्त्र भेटिएन' },
  HUBSLRM001: {
    status: 400,
    en: 'Choose a device to remove, or all other devices',
    ne: 'हटाउन एउटा यन्त्र वा अन्य सबै यन्त्रहरू छान्नुहोस्',
  },

  // Customers: accounts and sign-in
  HUBCSNF001: { status: 404, en: 'Customer not found', ne: 'ग्राहक भेटिएन' },
  HUBCSIL001: { status: 400, en: 'Invalid login credential', ne: 'लगइन विवरण मिलेन' },
  HUBCSNV001: {
    status: 400,
    en: 'Your account is not verified yet. Enter the code we have sent you.',
    ne: 'तपाईंको खाता अझै प्रमाणित भएको छैन। हामीले पठाएको कोड हाल्नुहोस्।',
  },
  HUBCSIS001: {
    status: 400,
    en: 'Enter an email address or a mobile number',
    ne: 'इमेल ठेगाना वा मोबाइल नम्बर हाल्नुहोस्',
  },
  HUBCSCT001: { status: 400, en: 'Cannot change customer type', ne: 'ग्राहकको प्रकार परिवर्तन गर्न मिल्दैन' },

  // Customer fields
  HUBCSFN001: { status: 400, en: 'First name is required', ne: 'पहिलो नाम आवश्यक छ' },
  HUBCSFN002: { status: 400, en: 'First name is too short', ne: 'पहिलो नाम धेरै छोटो भयो' },
  HUBCSFN003: { status: 400, en: 'First name is too long', ne: 'पहिलो नाम धेरै लामो भयो' },
  HUBCSFN004: {
    status: 400,
    en: 'First name may contain letters, spaces, apostrophes and hyphens only',
    ne: 'पहिलो नाममा अक्षर, खाली ठाउँ, एपोस्ट्रफी र हाइफन मात्र राख्न मिल्छ',
  },
  HUBCSMN002: { status: 400, en: 'Middle name is too short', ne: 'बीचको नाम धेरै छोटो भयो' },
  HUBCSMN003: { status: 400, en: 'Middle name is too long', ne: 'बीचको नाम धेरै लामो भयो' },
  HUBCSMN004: {
    status: 400,
    en: 'Middle name may contain letters, spaces, apostrophes and hyphens only',
    ne: 'बीचको नाममा अक्षर, खाली ठाउँ, एपोस्ट्रफी र हाइफन मात्र राख्न मिल्छ',
  },
  HUBCSLN001: { status: 400, en: 'Last name is required', ne: 'थर आवश्यक छ' },
  HUBCSLN002: { status: 400, en: 'Last name is too short', ne: 'थर धेरै छोटो भयो' },
  HUBCSLN003: { status: 400, en: 'Last name is too long', ne: 'थर धेरै लामो भयो' },
  HUBCSLN004: {
    status: 400,
    en: 'Last name may contain letters, spaces, apostrophes and hyphens only',
    ne: 'थरमा अक्षर, खाली ठाउँ, एपोस्ट्रफी र हाइफन मात्र राख्न मिल्छ',
  },
  HUBCSEM001: { status: 400, en: 'Email is required', ne: 'इमेल आवश्यक छ' },
  HUBCSEM002: { status: 400, en: 'Enter a valid email address', ne: 'मान्य इमेल ठेगाना हाल्नुहोस्' },
  HUBCSEM003: { status: 409, en: 'Email already exists', ne: 'यो इमेल पहिले नै दर्ता भइसकेको छ' },
  HUBCSEM004: {
    status: 400,
    en: 'Email and mobile number are both empty. Enter at least one.',
    ne: 'इमेल र मोबाइल नम्बर दुवै खाली छन्। कम्तीमा एउटा हाल्नुहोस्।',
  },
  HUBCSPW001: { status: 400, en: 'Password is required', ne: 'पासवर्ड आवश्यक छ' },
  HUBCSPW002: { status: 400, en: 'Please confirm your password', ne: 'कृपया पासवर्ड पुष्टि गर्नुहोस्' },
  HUBCSPW003: { status: 400, en: 'Passwords do not match', ne: 'पासवर्डहरू मिलेनन्' },
  HUBCSPW004: { status: 400, en: 'The current password is not correct', ne: 'हालको पासवर्ड मिलेन' },
  HUBCSPW005: {
    status: 400,
    en: 'The new password must be different from the current one',
    ne: 'नयाँ पासवर्ड हालको भन्दा फरक हुनुपर्छ',
  },
  HUBCSMB001: { status: 400, en: 'Mobile number is required', ne: 'मोबाइल नम्बर आवश्यक छ' },
  HUBCSMB002: { status: 400, en: 'Mobile number is too short', ne: 'मोबाइल नम्बर धेरै छोटो भयो' },
  HUBCSMB003: { status: 400, en: 'Mobile number is too long', ne: 'मोबाइल नम्बर धेरै लामो भयो' },
  HUBCSMB004: { status: 409, en: 'Mobile number already exists', ne: 'यो मोबाइल नम्बर पहिले नै दर्ता भइसकेको छ' },
  HUBCSMB005: { status: 400, en: 'Enter a valid mobile number', ne: 'मान्य मोबाइल नम्बर हाल्नुहोस्' },
  HUBCSMB006: {
    status: 400,
    en: 'A new mobile number is added by confirming the code we send to it',
    ne: 'नयाँ मोबाइल नम्बर त्यसमा पठाइएको कोड पुष्टि गरेर मात्र थपिन्छ',
  },
  HUBCSCC001: { status: 400, en: 'Country code is required', ne: 'देश कोड आवश्यक छ' },
  HUBCSCC002: { status: 400, en: 'Choose a valid country code', ne: 'मान्य देश कोड छान्नुहोस्' },
  HUBCSDB001: { status: 400, en: 'Date of birth is required', ne: 'जन्म मिति आवश्यक छ' },
  HUBCSDB002: { status: 400, en: 'Enter a valid date of birth', ne: 'मान्य जन्म मिति हाल्नुहोस्' },
  HUBCSNT001: { status: 400, en: 'Nationality is required', ne: 'राष्ट्रियता आवश्यक छ' },
  HUBCSNT002: { status: 400, en: 'Choose a valid nationality', ne: 'मान्य राष्ट्रियता छान्नुहोस्' },
  HUBCSCY001: { status: 400, en: 'Country is required', ne: 'देश आवश्यक छ' },
  HUBCSCY002: { status: 400, en: 'Choose a valid country', ne: 'मान्य देश छान्नुहोस्' },
  HUBCSSA001: { status: 400, en: 'State is required', ne: 'प्रदेश आवश्यक छ' },
  HUBCSSA003: { status: 400, en: 'State is too long', ne: 'प्रदेशको नाम धेरै लामो भयो' },
  HUBCSCI003: { status: 400, en: 'City is too long', ne: 'सहरको नाम धेरै लामो भयो' },
  HUBCSAD001: { status: 400, en: 'Street address is required', ne: 'सडक ठेगाना आवश्यक छ' },
  HUBCSAD002: { status: 400, en: 'Street address is too short', ne: 'सडक ठेगाना धेरै छोटो भयो' },
  HUBCSAD003: { status: 400, en: 'Street address is too long', ne: 'सडक ठेगाना धेरै लामो भयो' },
  HUBCSPC001: { status: 400, en: 'Enter a valid post code', ne: 'मान्य हुलाक कोड हाल्नुहोस्' },
  HUBCSTL001: { status: 400, en: 'Choose a valid title', ne: 'मान्य सम्बोधन छान्नुहोस्' },
  HUBCSGN001: { status: 400, en: 'Choose a valid gender', ne: 'मान्य लिङ्ग छान्नुहोस्' },
  HUBCSRP001: {
    status: 400,
    en: 'Choose whether you are joining as a fan or a fighter',
    ne: 'तपाईं फ्यान वा फाइटर कुन रूपमा जोडिँदै हुनुहुन्छ छान्नुहोस्',
  },

  // Password policy
  HUBPPMN001: {
    status: 400,
    en: 'Password must be at least {{min}} characters',
    ne: 'पासवर्ड कम्तीमा {{min}} अक्षरको हुनुपर्छ',
  },
  HUBPPMX001: {
    status: 400,
    en: 'Password must be at most {{max}} characters',
    ne: 'पासवर्ड बढीमा {{max}} अक्षरको हुनुपर्छ',
  },
  HUBPPUC001: {
    status: 400,
    en: 'Password must contain at least {{count}} uppercase letter(s)',
    ne: 'पासवर्डमा कम्तीमा {{count}} ठूलो अक्षर (A-Z) हुनुपर्छ',
  },
  HUBPPNM001: {
    status: 400,
    en: 'Password must contain at least {{count}} number(s)',
    ne: 'पासवर्डमा कम्तीमा {{count}} अङ्क हुनुपर्छ',
  },
  HUBPPSC001: {
    status: 400,
    en: 'Password must contain at least {{count}} special character(s)',
    ne: 'पासवर्डमा कम्तीमा {{count}} विशेष चिन्ह हुनुपर्छ',
  },
  HUBPPCS001: {
    status: 500,
    en: 'The password policy settings are inconsistent',
    ne: 'पासवर्ड नीतिका सेटिङहरू आपसमा मिल्दैनन्',
  },

  // One-time codes
  HUBOTAS001: {
    status: 429,
    en: 'A code was sent a moment ago. You can ask for a new one in {{seconds}} seconds.',
    ne: 'भर्खरै कोड पठाइएको छ। {{seconds}} सेकेन्डपछि नयाँ कोड माग्न सक्नुहुन्छ।',
  },
  HUBOTUS001: { status: 400, en: 'This code has already been used', ne: 'यो कोड पहिले नै प्रयोग भइसकेको छ' },
  HUBOTEX001: {
    status: 400,
    en: 'This code has expired. Please ask for a new one.',
    ne: 'यो कोडको म्याद सकियो। कृपया नयाँ कोड माग्नुहोस्।',
  },
  HUBOTNM001: {
    status: 400,
    en: 'The code does not match. {{remaining}} attempt(s) left.',
    ne: 'कोड मिलेन। अब {{remaining}} पटक प्रयास गर्न बाँकी छ।',
  },
  HUBOTNF001: {
    status: 404,
    en: 'No code was requested. Please ask for a new one.',
    ne: 'कुनै कोड मागिएको छैन। कृपया नयाँ कोड माग्नुहोस्।',
  },
  HUBOTMS001: { status: 400, en: 'Enter the code we sent you', ne: 'हामीले पठाएको कोड हाल्नुहोस्' },
  HUBOTMS002: { status: 400, en: 'The code has 6 digits', ne: 'कोडमा ६ अङ्क हुन्छन्' },
  HUBOTSF001: {
    status: 503,
    en: 'We could not send the code. Please try again in a moment.',
    ne: 'हामी कोड पठाउन सकेनौं। कृपया केही बेरपछि फेरि प्रयास गर्नुहोस्।',
  },
  HUBOTAT001: {
    status: 400,
    en: 'Too many wrong attempts. Please ask for a new code.',
    ne: 'धेरै पटक गलत कोड हालियो। कृपया नयाँ कोड माग्नुहोस्।',
  },

  // Invitations
  HUBIVMM001: {
    status: 400,
    en: 'This invitation was sent to a different email address',
    ne: 'यो निमन्त्रणा अर्कै इमेल ठेगानामा पठाइएको थियो',
  },
  HUBIVRF001: { status: 400, en: 'Invitation reference is empty', ne: 'निमन्त्रणा सन्दर्भ खाली छ' },
  HUBIVIT001: {
    status: 400,
    en: 'Enter the email address to invite',
    ne: 'निमन्त्रणा पठाउने इमेल ठेगाना हाल्नुहोस्',
  },
  HUBIVNF001: {
    status: 404,
    en: 'This invitation was not found or has expired',
    ne: 'यो निमन्त्रणा भेटिएन वा यसको म्याद सकियो',
  },
  HUBIVUS001: { status: 409, en: 'This invitation has already been used', ne: 'यो निमन्त्रणा पहिले नै प्रयोग भइसकेको छ' },
  HUBIVTY001: {
    status: 403,
    en: 'You cannot send this kind of invitation',
    ne: 'तपाईं यस प्रकारको निमन्त्रणा पठाउन सक्नुहुन्न',
  },

  // Staff and permissions
  HUBSTPM001: {
    status: 400,
    en: 'Choose at least one permission area',
    ne: 'कम्तीमा एउटा अनुमति क्षेत्र छान्नुहोस्',
  },
  HUBSTNS001: {
    status: 400,
    en: 'Permission areas apply to staff accounts only',
    ne: 'अनुमति क्षेत्रहरू कर्मचारी खातामा मात्र लागू हुन्छन्',
  },
  HUBSTSF001: {
    status: 400,
    en: 'You cannot change your own permissions',
    ne: 'तपाईं आफ्नै अनुमतिहरू परिवर्तन गर्न सक्नुहुन्न',
  },

  // Agent logo
  HUBLGMS001: { status: 400, en: 'Choose a logo image to upload', ne: 'अपलोड गर्न लोगो तस्बिर छान्नुहोस्' },
  HUBLGNF001: { status: 404, en: 'Logo not found', ne: 'लोगो भेटिएन' },
  HUBLGNP001: {
    status: 403,
    en: 'Customer does not have permission to update logo',
    ne: 'ग्राहकलाई लोगो परिवर्तन गर्ने अनुमति छैन',
  },
  HUBLGIV001: {
    status: 400,
    en: 'The logo must be a PNG, JPEG or WebP image up to {{maxMb}} MB',
    ne: 'लोगो {{maxMb}} MB सम्मको PNG, JPEG वा WebP तस्बिर हुनुपर्छ',
  },
  // Fighter applications (ALIAEEN002 is the spec's code for a missing application)
  ALIAEEN002: { status: 404, en: 'Fighter form not found', ne: 'लडाकु फारम भेटिएन' },
  HUBFPNF001: { status: 404, en: 'Fighter not found', ne: 'लडाकु भेटिएन' },
  HUBFPEX001: { status: 409, en: 'You already have a fighter application', ne: 'तपाईंको लडाकु आवेदन पहिले नै छ' },
  HUBFPNP001: {
    status: 403,
    en: 'Only individual accounts can apply to compete',
    ne: 'व्यक्तिगत खाताले मात्र प्रतिस्पर्धा गर्न आवेदन दिन सक्छ',
  },
  HUBFPUR001: {
    status: 409,
    en: 'Your application is being reviewed. You can change it after the decision.',
    ne: 'तपाईंको आवेदन समीक्षामा छ। निर्णयपछि मात्र परिवर्तन गर्न सक्नुहुन्छ।',
  },
  HUBFPTR001: {
    status: 409,
    en: 'This application is not waiting for review',
    ne: 'यो आवेदन समीक्षाको प्रतीक्षामा छैन',
  },
  HUBFPRJ001: { status: 400, en: 'Give a reason for the rejection', ne: 'अस्वीकृतिको कारण लेख्नुहोस्' },
  HUBFPRJ002: {
    status: 400,
    en: 'The note is too long (500 characters at most)',
    ne: 'टिप्पणी धेरै लामो भयो (बढीमा ५०० अक्षर)',
  },
  HUBFPTL001: { status: 400, en: 'Choose a valid title', ne: 'मान्य सम्बोधन छान्नुहोस्' },
  HUBFPNK001: {
    status: 400,
    en: 'The nickname is too long (40 characters at most)',
    ne: 'उपनाम धेरै लामो भयो (बढीमा ४० अक्षर)',
  },
  HUBFPNE001: {
    status: 400,
    en: 'Write the Nepali name in Devanagari, without English letters',
    ne: 'नेपाली नाम देवनागरीमा लेख्नुहोस्, अङ्ग्रेजी अक्षर नराख्नुहोस्',
  },
  HUBFPGN001: { status: 400, en: 'Gender is required', ne: 'लिङ्ग आवश्यक छ' },
  HUBFPGN002: { status: 400, en: 'Choose male or female', ne: 'पुरुष वा महिला छान्नुहोस्' },
  HUBFPDB001: {
    status: 400,
    en: 'Fighters must be at least 18 years old',
    ne: 'लडाकुको उमेर कम्तीमा १८ वर्ष हुनुपर्छ',
  },
  HUBFPCC001: { status: 400, en: 'The country you represent is required', ne: 'तपाईंले प्रतिनिधित्व गर्ने देश आवश्यक छ' },
  HUBFPCC002: { status: 400, en: 'Choose a valid country', ne: 'मान्य देश छान्नुहोस्' },
  HUBFPHT001: { status: 400, en: 'Height is required', ne: 'उचाइ आवश्यक छ' },
  HUBFPHT002: {
    status: 400,
    en: 'Height must be between 120 and 230 cm',
    ne: 'उचाइ १२० देखि २३० सेमीको बीचमा हुनुपर्छ',
  },
  HUBFPWT001: { status: 400, en: 'Weight is required', ne: 'तौल आवश्यक छ' },
  HUBFPWT002: {
    status: 400,
    en: 'Weight must be between 40 and 200 kg',
    ne: 'तौल ४० देखि २०० केजीको बीचमा हुनुपर्छ',
  },
  HUBFPRC002: {
    status: 400,
    en: 'Reach must be between 120 and 250 cm',
    ne: 'पहुँच १२० देखि २५० सेमीको बीचमा हुनुपर्छ',
  },
  HUBFPWC001: { status: 400, en: 'Weight class is required', ne: 'तौल वर्ग आवश्यक छ' },
  HUBFPWC002: { status: 400, en: 'Choose a weight class from the list', ne: 'सूचीबाट तौल वर्ग छान्नुहोस्' },
  HUBFPWC003: {
    status: 400,
    en: 'This weight class is for the other gender',
    ne: 'यो तौल वर्ग अर्को लिङ्गका लागि हो',
  },
  HUBFPSN001: { status: 400, en: 'Stance is required', ne: 'स्ट्यान्स आवश्यक छ' },
  HUBFPSN002: { status: 400, en: 'Choose orthodox, southpaw or switch', ne: 'अर्थोडक्स, साउथपा वा स्विच छान्नुहोस्' },
  HUBFPAF001: { status: 400, en: 'Choose a gym or team from the list', ne: 'सूचीबाट जिम वा टोली छान्नुहोस्' },
  HUBFPCH001: {
    status: 400,
    en: "The coach's name is too long (80 characters at most)",
    ne: 'प्रशिक्षकको नाम धेरै लामो भयो (बढीमा ८० अक्षर)',
  },
  HUBFPHM001: {
    status: 400,
    en: 'The hometown is too long (80 characters at most)',
    ne: 'गृहनगरको नाम धेरै लामो भयो (बढीमा ८० अक्षर)',
  },
  HUBFPBI001: {
    status: 400,
    en: 'The bio is too long (2000 characters at most)',
    ne: 'परिचय धेरै लामो भयो (बढीमा २००० अक्षर)',
  },
  HUBFPPH001: { status: 400, en: 'Add a photo before sending your application', ne: 'आवेदन पठाउनुअघि फोटो थप्नुहोस्' },
  HUBFPPH002: { status: 400, en: 'Upload the photo again', ne: 'फोटो फेरि अपलोड गर्नुहोस्' },
  HUBFPPH003: {
    status: 400,
    en: 'The photo must be a JPEG, PNG or WebP image up to {{maxMb}} MB',
    ne: 'फोटो {{maxMb}} MB सम्मको JPEG, PNG वा WebP तस्बिर हुनुपर्छ',
  },
  HUBFPPH004: { status: 400, en: 'Choose a photo to upload', ne: 'अपलोड गर्न फोटो छान्नुहोस्' },
  HUBFPPH005: {
    status: 429,
    en: 'You have uploaded {{limit}} photos in the last 24 hours, the most allowed; try again later',
    ne: 'तपाईंले पछिल्लो २४ घण्टामा अनुमति भएका {{limit}} फोटो अपलोड गरिसक्नुभयो; पछि फेरि प्रयास गर्नुहोस्',
  },
  HUBFPSL001: {
    status: 400,
    en: 'Enter a full link starting with https://',
    ne: 'https:// बाट सुरु हुने पूरा लिङ्क हाल्नुहोस्',
  },
  HUBFPSL002: {
    status: 400,
    en: 'This link does not point to that network',
    ne: 'यो लिङ्क सो सामाजिक सञ्जालको होइन',
  },
  HUBFPRD001: {
    status: 400,
    en: 'Enter a whole number from 0 to 500',
    ne: '० देखि ५०० सम्मको पूर्ण संख्या हाल्नुहोस्',
  },
  HUBFPRD002: {
    status: 400,
    en: 'Wins by KO, submission and decision cannot add up to more than the wins',
    ne: 'नकआउट, सबमिसन र निर्णयबाट जितको जोड कुल जितभन्दा बढी हुन सक्दैन',
  },

  // Master data
  HUBMDNF001: { status: 404, en: 'Entry not found', ne: 'प्रविष्टि भेटिएन' },
  HUBMDKD001: {
    status: 400,
    en: 'Choose weight class, affiliation or title',
    ne: 'तौल वर्ग, सम्बद्धता वा सम्बोधन छान्नुहोस्',
  },
  HUBMDNM001: { status: 400, en: 'Name is required', ne: 'नाम आवश्यक छ' },
  HUBMDNM002: {
    status: 400,
    en: 'The name is too long (60 characters at most)',
    ne: 'नाम धेरै लामो भयो (बढीमा ६० अक्षर)',
  },
  HUBMDNM003: { status: 409, en: 'An entry with this name already exists', ne: 'यो नामको प्रविष्टि पहिले नै छ' },
  HUBMDWL001: { status: 400, en: 'Enter the limit in kg', ne: 'सीमा केजीमा हाल्नुहोस्' },
  HUBMDWL002: {
    status: 400,
    en: 'Limits must be between 20 and 300 kg, the lower below the upper',
    ne: 'सीमा २० देखि ३०० केजीबीच हुनुपर्छ, तल्लो सीमा माथिल्लोभन्दा कम',
  },
  HUBMDGN001: { status: 400, en: "Choose men's or women's division", ne: 'पुरुष वा महिला डिभिजन छान्नुहोस्' },
  HUBMDCI001: {
    status: 400,
    en: 'The city is too long (80 characters at most)',
    ne: 'सहरको नाम धेरै लामो भयो (बढीमा ८० अक्षर)',
  },
  HUBMDCD001: {
    status: 400,
    en: 'Enter a short code in capital letters (up to 10)',
    ne: 'ठूला अक्षरमा छोटो कोड हाल्नुहोस् (बढीमा १०)',
  },
  HUBMDCD002: { status: 409, en: 'A title with this code already exists', ne: 'यो कोडको सम्बोधन पहिले नै छ' },
  HUBMDOR001: {
    status: 400,
    en: 'The order must list every entry of this kind once',
    ne: 'क्रममा यस प्रकारका सबै प्रविष्टि एक पटक हुनुपर्छ',
  },
  HUBMDLG001: {
    status: 400,
    en: 'The logo must be a PNG, JPEG or WebP image up to {{maxMb}} MB',
    ne: 'लोगो {{maxMb}} MB सम्मको PNG, JPEG वा WebP तस्बिर हुनुपर्छ',
  },
  HUBMDLG002: { status: 400, en: 'Logos belong to affiliations only', ne: 'लोगो सम्बद्धताको मात्र हुन्छ' },
  // Events
  HUBEVRS001: { status: 400, en: 'Choose win, draw or no contest', ne: 'जित, बराबरी वा नो कन्टेस्ट छान्नुहोस्' },
  HUBEVRS002: { status: 400, en: 'Choose how the bout ended', ne: 'खेल कसरी टुङ्गियो छान्नुहोस्' },
  HUBEVRS003: { status: 400, en: 'Choose the winner from the two fighters', ne: 'दुई लडाकुमध्येबाट विजेता छान्नुहोस्' },
  HUBEVRS004: {
    status: 400,
    en: 'Choose a round within the scheduled rounds',
    ne: 'तय गरिएका राउन्डभित्रको राउन्ड छान्नुहोस्',
  },
  HUBEVRS005: { status: 400, en: 'Enter the time as m:ss, up to 5:00', ne: 'समय m:ss ढाँचामा, ५:०० सम्म लेख्नुहोस्' },
  HUBEVRS006: {
    status: 409,
    en: 'Results can be recorded once the event has started',
    ne: 'कार्यक्रम सुरु भएपछि मात्र नतिजा राख्न सकिन्छ',
  },
  HUBEVRS007: { status: 400, en: 'A win needs a method', ne: 'जितको तरिका छान्नुहोस्' },
  HUBEVNF001: { status: 404, en: 'Event not found', ne: 'कार्यक्रम भेटिएन' },
  HUBEVNM001: { status: 400, en: 'Event name is required', ne: 'कार्यक्रमको नाम आवश्यक छ' },
  HUBEVNM002: {
    status: 400,
    en: 'Event name can be up to 120 characters',
    ne: 'कार्यक्रमको नाम १२० अक्षरसम्म हुन सक्छ',
  },
  HUBEVTG001: { status: 400, en: 'Tagline can be up to 160 characters', ne: 'ट्यागलाइन १६० अक्षरसम्म हुन सक्छ' },
  HUBEVDS001: {
    status: 400,
    en: 'Description can be up to 5000 characters',
    ne: 'विवरण ५००० अक्षरसम्म हुन सक्छ',
  },
  HUBEVST001: { status: 400, en: 'Choose the start date and time', ne: 'सुरु हुने मिति र समय छान्नुहोस्' },
  HUBEVST002: { status: 400, en: 'The start must be in the future', ne: 'सुरु हुने समय भविष्यमा हुनुपर्छ' },
  HUBEVVN001: { status: 400, en: 'Venue name is required', ne: 'स्थलको नाम आवश्यक छ' },
  HUBEVVN002: { status: 400, en: 'Venue city is required', ne: 'स्थलको सहर आवश्यक छ' },
  HUBEVVN003: { status: 400, en: 'Address can be up to 200 characters', ne: 'ठेगाना २०० अक्षरसम्म हुन सक्छ' },
  HUBEVMP001: { status: 400, en: 'The map link must be an https address', ne: 'नक्साको लिङ्क https ठेगाना हुनुपर्छ' },
  HUBEVRW001: {
    status: 400,
    en: 'Registration must open before it closes, and close before the event starts',
    ne: 'दर्ता बन्द हुनुअघि खुल्नुपर्छ र कार्यक्रम सुरु हुनुअघि बन्द हुनुपर्छ',
  },
  HUBEVWC001: { status: 400, en: 'Choose weight classes from the list', ne: 'सूचीबाट तौल वर्गहरू छान्नुहोस्' },
  HUBEVCP001: {
    status: 400,
    en: 'Capacity must be a whole number up to 100000',
    ne: 'क्षमता १,००,००० सम्मको पूर्ण संख्या हुनुपर्छ',
  },
  HUBEVCP002: {
    status: 409,
    en: 'Capacity cannot be below the tickets already issued',
    ne: 'क्षमता जारी भइसकेका टिकटभन्दा कम हुन सक्दैन',
  },
  HUBEVPS001: { status: 409, en: 'Only a draft event can be published', ne: 'मस्यौदा कार्यक्रम मात्र प्रकाशित गर्न सकिन्छ' },
  HUBEVPS002: {
    status: 409,
    en: 'This event is cancelled or completed and can no longer change',
    ne: 'यो कार्यक्रम रद्द वा सम्पन्न भइसकेकाले परिवर्तन गर्न मिल्दैन',
  },
  HUBEVPS003: { status: 409, en: 'Only a started event can be completed', ne: 'सुरु भएको कार्यक्रम मात्र सम्पन्न गर्न सकिन्छ' },
  HUBEVPS004: {
    status: 409,
    en: 'Only a published event can go live',
    ne: 'प्रकाशित कार्यक्रम मात्र प्रत्यक्ष सुरु गर्न सकिन्छ',
  },
  HUBEVPS005: {
    status: 409,
    en: 'Only a published event that has not started can be postponed',
    ne: 'सुरु नभएको प्रकाशित कार्यक्रम मात्र सार्न सकिन्छ',
  },
  HUBEVPP001: {
    status: 400,
    en: 'The new date must differ from the current one',
    ne: 'नयाँ मिति अहिलेको भन्दा फरक हुनुपर्छ',
  },
  HUBEVCN001: { status: 400, en: 'Give a reason for the cancellation', ne: 'रद्द गर्नुको कारण लेख्नुहोस्' },
  HUBEVCN002: { status: 400, en: 'The reason can be up to 500 characters', ne: 'कारण ५०० अक्षरसम्म हुन सक्छ' },
  HUBEVPT001: { status: 400, en: 'Choose a poster image to upload', ne: 'अपलोड गर्न पोस्टर छान्नुहोस्' },
  HUBEVPT002: {
    status: 400,
    en: 'The poster must be a JPEG, PNG or WebP image up to {{maxMb}} MB',
    ne: 'पोस्टर {{maxMb}} MB सम्मको JPEG, PNG वा WebP तस्बिर हुनुपर्छ',
  },
  HUBEVBT001: { status: 404, en: 'Bout not found', ne: 'खेल भेटिएन' },
  HUBEVBT002: { status: 400, en: 'Choose two different fighters', ne: 'दुई फरक लडाकु छान्नुहोस्' },
  HUBEVBT003: { status: 400, en: 'Choose approved fighters', ne: 'स्वीकृत लडाकु छान्नुहोस्' },
  HUBEVBT004: { status: 409, en: 'This fighter is already on this card', ne: 'यो लडाकु यो कार्डमा पहिले नै छ' },
  HUBEVBT005: { status: 400, en: 'Scheduled rounds must be 1 to 5', ne: 'तय राउन्ड १ देखि ५ सम्म हुनुपर्छ' },
  HUBEVBT006: {
    status: 400,
    en: 'The order must list every bout on the card once',
    ne: 'क्रममा कार्डका हरेक खेल एक पटक हुनुपर्छ',
  },
  HUBEVBT007: {
    status: 409,
    en: 'A bout with a result cannot be removed; clear the result first',
    ne: 'नतिजा भएको खेल हटाउन मिल्दैन; पहिले नतिजा हटाउनुहोस्',
  },
  HUBEVBT008: { status: 400, en: 'Choose the weight class of the bout', ne: 'खेलको तौल वर्ग छान्नुहोस्' },
  HUBEVBT009: {
    status: 409,
    en: 'A bout with a result keeps its fighters; clear the result first',
    ne: 'नतिजा भएको खेलका लडाकु बदल्न मिल्दैन; पहिले नतिजा हटाउनुहोस्',
  },
  HUBEVBT010: {
    status: 400,
    en: "Both fighters must be in the same division (men's or women's)",
    ne: 'दुवै लडाकु एउटै विभाजन (पुरुष वा महिला) का हुनुपर्छ',
  },
  HUBEVBT011: {
    status: 400,
    en: "This weight class is not for the fighters' division",
    ne: 'यो तौल वर्ग लडाकुहरूको विभाजनका लागि होइन',
  },
  HUBEVAT001: { status: 409, en: 'This event is full', ne: 'यो कार्यक्रम भरिइसक्यो' },
  HUBEVAT002: {
    status: 409,
    en: 'You are already registered to attend this event',
    ne: 'तपाईं यो कार्यक्रममा उपस्थित हुन पहिले नै दर्ता हुनुभएको छ',
  },
  HUBEVAT003: {
    status: 409,
    en: 'Attendance registration is not open for this event',
    ne: 'यो कार्यक्रमका लागि उपस्थिति दर्ता खुला छैन',
  },
  HUBEVAT004: {
    status: 409,
    en: 'A ticket that has been checked in cannot be cancelled',
    ne: 'चेक-इन भइसकेको टिकट रद्द गर्न मिल्दैन',
  },
  HUBEVTK001: { status: 400, en: 'This is not a valid ticket', ne: 'यो मान्य टिकट होइन' },
  HUBEVTK002: { status: 409, en: 'This ticket is for another event', ne: 'यो टिकट अर्को कार्यक्रमको हो' },
  HUBEVTK003: { status: 404, en: 'Ticket not found', ne: 'टिकट भेटिएन' },
  HUBEVTK004: {
    status: 409,
    en: 'This ticket was cancelled and is no longer valid',
    ne: 'यो टिकट रद्द गरिएको छ र अब मान्य छैन',
  },
  // Ticket tiers
  HUBTTNF001: { status: 404, en: 'Ticket tier not found', ne: 'टिकटको श्रेणी भेटिएन' },
  HUBTTNM001: {
    status: 400,
    en: 'Give the tier a name (2 to 60 characters)',
    ne: 'श्रेणीको नाम दिनुहोस् (२ देखि ६० अक्षर)',
  },
  HUBTTAM001: {
    status: 400,
    en: 'Give a seat price from Rs. 1 to Rs. 10,00,000, or 0 for a free tier',
    ne: 'सिटको मूल्य रु. १ देखि रु. १०,००,००० सम्म दिनुहोस्, वा निःशुल्क श्रेणीका लागि ०',
  },
  HUBTTCP001: {
    status: 400,
    en: 'Give a capacity from 1 to 1,00,000 seats',
    ne: '१ देखि १,००,००० सिटसम्मको क्षमता दिनुहोस्',
  },
  HUBTTCP002: {
    status: 409,
    en: 'The capacity cannot be less than the {{taken}} seats already sold or held',
    ne: 'क्षमता पहिले नै बिक्री वा होल्ड भएका {{taken}} सिटभन्दा कम हुन सक्दैन',
  },
  HUBTTLM001: {
    status: 400,
    en: 'Give a limit per order from 1 to 20 seats',
    ne: 'प्रति अर्डर १ देखि २० सिटसम्मको सीमा दिनुहोस्',
  },
  HUBTTSW001: { status: 400, en: 'Choose a valid date and time', ne: 'मान्य मिति र समय छान्नुहोस्' },
  HUBTTSW002: { status: 400, en: 'The sale must end after it starts', ne: 'बिक्री सुरु भएपछि मात्र अन्त्य हुनुपर्छ' },
  HUBTTFR001: {
    status: 409,
    en: 'This tier is free: take a seat from the event page instead',
    ne: 'यो श्रेणी निःशुल्क छ: कार्यक्रमको पृष्ठबाट सिट लिनुहोस्',
  },
  HUBTTPD001: {
    status: 409,
    en: 'This tier is paid: buy its tickets instead',
    ne: 'यो श्रेणी सशुल्क छ: यसको टिकट किन्नुहोस्',
  },
  HUBTKSO001: { status: 409, en: 'Sold out', ne: 'टिकट सकियो' },
  HUBTKSO002: {
    status: 409,
    en: 'Only {{remaining}} seats are left in this tier',
    ne: 'यो श्रेणीमा {{remaining}} सिट मात्र बाँकी छन्',
  },
  // Event registrations
  HUBERNF001: { status: 404, en: 'Registration not found', ne: 'दर्ता भेटिएन' },
  HUBERFP001: {
    status: 403,
    en: 'Only approved fighters can register for events',
    ne: 'स्वीकृत लडाकुहरूले मात्र कार्यक्रमका लागि दर्ता गर्न सक्छन्',
  },
  HUBERWN001: {
    status: 409,
    en: 'Registration for this event is not open',
    ne: 'यो कार्यक्रमका लागि दर्ता खुला छैन',
  },
  HUBERWC001: {
    status: 400,
    en: 'This event does not take fighters in that weight class',
    ne: 'यो कार्यक्रमले त्यो तौल वर्गका लडाकु लिँदैन',
  },
  HUBERWC002: {
    status: 400,
    en: 'This weight class is not for your division',
    ne: 'यो तौल वर्ग तपाईंको विभाजनका लागि होइन',
  },
  HUBERDP001: {
    status: 409,
    en: 'You have already registered for this event',
    ne: 'तपाईंले यो कार्यक्रमका लागि पहिले नै दर्ता गर्नुभएको छ',
  },
  HUBERNT001: { status: 400, en: 'The note can be up to 500 characters', ne: 'टिप्पणी ५०० अक्षरसम्म हुन सक्छ' },
  HUBERRJ001: { status: 400, en: 'Give a reason for the rejection', ne: 'अस्वीकृतिको कारण लेख्नुहोस्' },
  HUBERRJ002: { status: 400, en: 'The reason can be up to 500 characters', ne: 'कारण ५०० अक्षरसम्म हुन सक्छ' },
  HUBERST001: {
    status: 409,
    en: 'This registration already has that decision',
    ne: 'यो दर्तामा त्यो निर्णय भइसकेको छ',
  },
  HUBERAU001: { status: 400, en: 'Choose a valid date and time', ne: 'मान्य मिति र समय छान्नुहोस्' },
  // Video hub: categories
  HUBCTNF001: { status: 404, en: 'Category not found', ne: 'वर्ग भेटिएन' },
  HUBCTNM001: {
    status: 400,
    en: 'Give the category a name of at least 2 characters',
    ne: 'वर्गको नाम कम्तीमा २ अक्षरको दिनुहोस्',
  },
  HUBCTNM002: { status: 400, en: 'The name can be up to 60 characters', ne: 'नाम ६० अक्षरसम्म हुन सक्छ' },
  HUBCTNM003: { status: 409, en: 'A category with this name exists already', ne: 'यो नामको वर्ग पहिले नै छ' },
  HUBCTDS001: { status: 400, en: 'The description can be up to 500 characters', ne: 'विवरण ५०० अक्षरसम्म हुन सक्छ' },
  HUBCTOR001: { status: 400, en: 'Send every category exactly once', ne: 'हरेक वर्ग ठीक एक पटक पठाउनुहोस्' },
  HUBCTDL001: {
    status: 409,
    en: 'This category still holds videos; move them first',
    ne: 'यो वर्गमा अझै भिडियो छन्; पहिले तिनलाई सार्नुहोस्',
  },
  HUBCTIM001: {
    status: 400,
    en: 'The image must be a JPEG, PNG or WebP image up to {{maxMb}} MB',
    ne: 'तस्बिर {{maxMb}} MB सम्मको JPEG, PNG वा WebP हुनुपर्छ',
  },
  // Video hub: videos
  HUBVDNF001: { status: 404, en: 'Video not found', ne: 'भिडियो भेटिएन' },
  HUBVDTT001: {
    status: 400,
    en: 'Give the video a title of at least 3 characters',
    ne: 'भिडियोको शीर्षक कम्तीमा ३ अक्षरको दिनुहोस्',
  },
  HUBVDTT002: { status: 400, en: 'The title can be up to 140 characters', ne: 'शीर्षक १४० अक्षरसम्म हुन सक्छ' },
  HUBVDDS001: { status: 400, en: 'The description can be up to 5000 characters', ne: 'विवरण ५००० अक्षरसम्म हुन सक्छ' },
  HUBVDCT001: { status: 400, en: 'Choose an existing category', ne: 'भइरहेको वर्ग छान्नुहोस्' },
  HUBVDEV001: { status: 400, en: 'Choose an existing event', ne: 'भइरहेको कार्यक्रम छान्नुहोस्' },
  HUBVDFT001: { status: 400, en: 'Choose approved fighters (up to 20)', ne: 'स्वीकृत लडाकु छान्नुहोस् (२० सम्म)' },
  HUBVDAC001: { status: 400, en: 'Choose free or paid', ne: 'निःशुल्क वा सशुल्क छान्नुहोस्' },
  HUBVDST001: {
    status: 409,
    en: 'Only a processed video can be published',
    ne: 'प्रशोधन भइसकेको भिडियो मात्र प्रकाशित गर्न सकिन्छ',
  },
  HUBVDUP001: {
    status: 409,
    en: 'This video is not waiting for an upload',
    ne: 'यो भिडियो अपलोडको प्रतीक्षामा छैन',
  },
  HUBVDUP002: {
    status: 413,
    en: 'The file is larger than the {{maxGb}} GB an upload may be',
    ne: 'फाइल अपलोडको सीमा {{maxGb}} GB भन्दा ठूलो छ',
  },
  HUBVDUP003: { status: 400, en: 'Say which video the upload is for', ne: 'अपलोड कुन भिडियोको हो भन्नुहोस्' },
  HUBVDUP004: {
    status: 410,
    en: 'The upload was not finished in time and was removed; upload the file again',
    ne: 'अपलोड समयमै पूरा भएन र हटाइयो; फाइल फेरि अपलोड गर्नुहोस्',
  },
  HUBVDUP005: {
    status: 507,
    en: 'The server does not have enough free space for this file',
    ne: 'यो फाइलका लागि सर्भरमा पर्याप्त खाली ठाउँ छैन',
  },
  HUBVDUP006: {
    status: 400,
    en: 'The upload request is not valid; start the upload again',
    ne: 'अपलोड अनुरोध मान्य छैन; अपलोड फेरि सुरु गर्नुहोस्',
  },
  HUBVDUP007: {
    status: 404,
    en: 'This upload was not found; start the upload again',
    ne: 'यो अपलोड भेटिएन; अपलोड फेरि सुरु गर्नुहोस्',
  },
  HUBVDUP008: {
    status: 409,
    en: 'The upload continued from the wrong place; it resumes from where the server stopped',
    ne: 'अपलोड गलत ठाउँबाट जारी भयो; सर्भर रोकिएको ठाउँबाट फेरि सुरु हुन्छ',
  },
  HUBVDRT001: {
    status: 409,
    en: 'Only a video whose processing failed can be retried',
    ne: 'प्रशोधन असफल भएको भिडियो मात्र फेरि चलाउन सकिन्छ',
  },
  HUBVDFF001: {
    status: 503,
    en: 'Uploads cannot be processed on this server: ffmpeg is not installed',
    ne: 'यो सर्भरमा अपलोड प्रशोधन हुन सक्दैन: ffmpeg स्थापना गरिएको छैन',
  },
  HUBVDPR001: {
    status: 422,
    en: 'The file is not a video that can be read',
    ne: 'फाइल पढ्न सकिने भिडियो होइन',
  },
  HUBVDPR002: { status: 500, en: 'Processing failed; try again', ne: 'प्रशोधन असफल भयो; फेरि प्रयास गर्नुहोस्' },
  HUBVDPS001: {
    status: 400,
    en: 'The poster must be a JPEG, PNG or WebP image up to {{maxMb}} MB',
    ne: 'पोस्टर {{maxMb}} MB सम्मको JPEG, PNG वा WebP तस्बिर हुनुपर्छ',
  },
  // Video hub: showcases
  HUBSCNF001: { status: 404, en: 'Showcase not found', ne: 'सङ्ग्रह भेटिएन' },
  HUBSCTT001: {
    status: 400,
    en: 'Give the showcase a title of at least 3 characters',
    ne: 'सङ्ग्रहको शीर्षक कम्तीमा ३ अक्षरको दिनुहोस्',
  },
  HUBSCTT002: { status: 400, en: 'The title can be up to 140 characters', ne: 'शीर्षक १४० अक्षरसम्म हुन सक्छ' },
  HUBSCDS001: { status: 400, en: 'The description can be up to 5000 characters', ne: 'विवरण ५००० अक्षरसम्म हुन सक्छ' },
  HUBSCEV001: { status: 400, en: 'Choose an existing event', ne: 'भइरहेको कार्यक्रम छान्नुहोस्' },
  HUBSCVD001: {
    status: 400,
    en: 'Choose existing videos (up to 100), each once',
    ne: 'भइरहेका भिडियो छान्नुहोस् (१०० सम्म), प्रत्येक एक पटक',
  },
  // Playback
  HUBPBSI001: { status: 403, en: 'Sign in to watch this video', ne: 'यो भिडियो हेर्न साइन इन गर्नुहोस्' },
  HUBPBNA001: { status: 403, en: 'You do not have access to this video', ne: 'तपाईंलाई यो भिडियो हेर्ने पहुँच छैन' },
  HUBPBTK001: {
    status: 403,
    en: 'This playback link has expired or is not yours',
    ne: 'यो प्लेब्याक लिङ्कको म्याद सकियो वा यो तपाईंको होइन',
  },
  HUBPBNR001: { status: 409, en: 'This video is not ready to play yet', ne: 'यो भिडियो अझै हेर्न तयार छैन' },
  HUBPBPS001: {
    status: 400,
    en: 'The position must be a number of seconds from the start of the video',
    ne: 'स्थान भिडियोको सुरुदेखिको सेकेन्ड सङ्ख्या हुनुपर्छ',
  },
  HUBPBPS002: {
    status: 400,
    en: 'The length must be a positive number of seconds',
    ne: 'लम्बाइ सेकेन्डको धनात्मक सङ्ख्या हुनुपर्छ',
  },
  // Grants of access
  HUBGRNF001: { status: 404, en: 'Grant not found', ne: 'पहुँच अनुमति भेटिएन' },
  HUBGRNF002: { status: 400, en: 'The video, event or showcase was not found', ne: 'भिडियो, कार्यक्रम वा सङ्ग्रह भेटिएन' },
  HUBGRCT001: {
    status: 400,
    en: 'Choose a video, a live event or a showcase',
    ne: 'भिडियो, प्रत्यक्ष कार्यक्रम वा सङ्ग्रह छान्नुहोस्',
  },
  HUBGREX001: {
    status: 400,
    en: 'The end of access must be a date in the future',
    ne: 'पहुँचको अन्त्य भविष्यको मिति हुनुपर्छ',
  },
  HUBGRNT001: { status: 400, en: 'The note can be up to 300 characters', ne: 'टिप्पणी ३०० अक्षरसम्म हुन सक्छ' },
  HUBGRDP001: { status: 409, en: 'This customer has this access already', ne: 'यो ग्राहकसँग यो पहुँच पहिले नै छ' },
  HUBGRRV001: { status: 409, en: 'This grant is revoked already', ne: 'यो पहुँच पहिले नै फिर्ता लिइसकिएको छ' },
  // Live streams
  HUBLVNF001: { status: 404, en: 'This event has no live stream', ne: 'यो कार्यक्रमको प्रत्यक्ष प्रसारण छैन' },
  HUBLVSR001: {
    status: 400,
    en: 'Give the HLS address of the stream (https)',
    ne: 'प्रसारणको HLS ठेगाना (https) दिनुहोस्',
  },
  HUBLVOF001: { status: 409, en: 'The stream is not live right now', ne: 'प्रसारण अहिले प्रत्यक्ष छैन' },
  HUBLVRT001: {
    status: 503,
    en: 'RTMP ingest is turned off on this server',
    ne: 'यो सर्भरमा RTMP प्रसारण ग्रहण बन्द छ',
  },
  // Link actions (home sections, banners, ads)
  HUBLAAC001: {
    status: 400,
    en: 'Choose what a click does: nothing, open or search',
    ne: 'क्लिकले के गर्ने छान्नुहोस्: केही नगर्ने, खोल्ने वा खोज्ने',
  },
  HUBLARD001: { status: 400, en: 'Choose a new tab or the same tab', ne: 'नयाँ ट्याब वा उही ट्याब छान्नुहोस्' },
  HUBLAUR001: {
    status: 400,
    en: 'Give an https address or a page of this site (starting with /)',
    ne: 'https ठेगाना वा यो साइटको पृष्ठ (/ बाट सुरु हुने) दिनुहोस्',
  },
  HUBLAUR002: {
    status: 400,
    en: 'A search link must point to the videos, fighters or events page of this site',
    ne: 'खोज लिङ्कले यो साइटको भिडियो, लडाकु वा कार्यक्रम पृष्ठ देखाउनुपर्छ',
  },
  // Home sections
  HUBHMNF001: { status: 404, en: 'Home section not found', ne: 'गृहपृष्ठ खण्ड भेटिएन' },
  HUBHMKD001: { status: 400, en: 'Choose the kind of section', ne: 'खण्डको प्रकार छान्नुहोस्' },
  HUBHMSR001: { status: 400, en: 'Choose where the videos come from', ne: 'भिडियो कहाँबाट आउने छान्नुहोस्' },
  HUBHMTT001: { status: 400, en: 'The title can be up to 80 characters', ne: 'शीर्षक ८० अक्षरसम्म हुन सक्छ' },
  HUBHMST001: { status: 400, en: 'The line can be up to 160 characters', ne: 'पङ्क्ति १६० अक्षरसम्म हुन सक्छ' },
  HUBHMCT001: { status: 400, en: 'Choose the category of the row', ne: 'पङ्क्तिको वर्ग छान्नुहोस्' },
  HUBHMIT001: {
    status: 400,
    en: 'Choose up to 24 existing items, each once',
    ne: '२४ सम्म भइरहेका वस्तु छान्नुहोस्, प्रत्येक एक पटक',
  },
  HUBHMLM001: { status: 400, en: 'Show between 1 and 24 items', ne: '१ देखि २४ वस्तु देखाउनुहोस्' },
  HUBHMOR001: { status: 400, en: 'Send every section exactly once', ne: 'हरेक खण्ड ठीक एक पटक पठाउनुहोस्' },
  HUBHMIM001: {
    status: 400,
    en: 'The banner must be a JPEG, PNG or WebP image up to {{maxMb}} MB',
    ne: 'ब्यानर {{maxMb}} MB सम्मको JPEG, PNG वा WebP तस्बिर हुनुपर्छ',
  },
  // Ads
  HUBADNF001: { status: 404, en: 'Ad not found', ne: 'विज्ञापन भेटिएन' },
  HUBADTT001: {
    status: 400,
    en: 'Give the ad a title (2 to 120 characters)',
    ne: 'विज्ञापनको शीर्षक दिनुहोस् (२ देखि १२० अक्षर)',
  },
  HUBADPL001: { status: 400, en: 'Choose where the ad shows', ne: 'विज्ञापन कहाँ देखिने छान्नुहोस्' },
  HUBADDT001: { status: 400, en: 'Choose a valid date and time', ne: 'मान्य मिति र समय छान्नुहोस्' },
  HUBADDT002: { status: 400, en: 'The end must be after the start', ne: 'अन्त्य सुरुपछि हुनुपर्छ' },
  HUBADIM001: {
    status: 400,
    en: 'The image must be a JPEG, PNG or WebP image up to {{maxMb}} MB',
    ne: 'तस्बिर {{maxMb}} MB सम्मको JPEG, PNG वा WebP हुनुपर्छ',
  },
  // Products
  HUBPRNF001: { status: 404, en: 'Product not found', ne: 'उत्पादन भेटिएन' },
  HUBPRID001: { status: 400, en: 'Product id is missing', ne: 'उत्पादनको आईडी छैन' },
  HUBPRTY001: { status: 400, en: 'Product type is missing', ne: 'उत्पादनको प्रकार छैन' },
  HUBPRAM001: { status: 400, en: 'Product amount is missing', ne: 'उत्पादनको रकम छैन' },
  HUBPRAM002: {
    status: 409,
    en: 'The product amount does not match its price',
    ne: 'उत्पादनको रकम यसको मूल्यसँग मिलेन',
  },
  HUBPRAM003: {
    status: 400,
    en: 'Give a price from Rs. 1 to Rs. 10,00,000',
    ne: 'रु. १ देखि रु. १०,००,००० सम्मको मूल्य दिनुहोस्',
  },
  HUBPRUS001: {
    status: 400,
    en: 'Give a card price from USD 0.50 to USD 10,000, or none',
    ne: 'कार्डको मूल्य USD ०.५० देखि USD १०,००० सम्म दिनुहोस्, वा नदिनुहोस्',
  },
  HUBPRCT001: {
    status: 400,
    en: 'Choose the video, event or showcase the product sells',
    ne: 'उत्पादनले बेच्ने भिडियो, कार्यक्रम वा सङ्ग्रह छान्नुहोस्',
  },
  HUBPRNM001: {
    status: 400,
    en: 'Give the product a name (3 to 120 characters)',
    ne: 'उत्पादनको नाम दिनुहोस् (३ देखि १२० अक्षर)',
  },
  HUBPRDS001: { status: 400, en: 'The description can be up to 1000 characters', ne: 'विवरण १००० अक्षरसम्म हुन सक्छ' },
  HUBPRSW001: { status: 400, en: 'Choose a valid date and time', ne: 'मान्य मिति र समय छान्नुहोस्' },
  HUBPRSW002: { status: 400, en: 'The sale must end after it starts', ne: 'बिक्री सुरु भएपछि मात्र अन्त्य हुनुपर्छ' },
  HUBPRNS001: { status: 409, en: 'This product is not on sale now', ne: 'यो उत्पादन अहिले बिक्रीमा छैन' },
  HUBPRDP001: {
    status: 409,
    en: 'A product for this already exists: edit that one',
    ne: 'यसको उत्पादन पहिले नै छ: त्यसैलाई सम्पादन गर्नुहोस्',
  },
  HUBPRTY002: { status: 409, en: 'The product type does not match the product', ne: 'उत्पादनको प्रकार उत्पादनसँग मिलेन' },
  HUBPRCN001: { status: 409, en: 'This event has been cancelled', ne: 'यो कार्यक्रम रद्द गरिएको छ' },
  HUBPRVD001: {
    status: 400,
    en: 'Give the days the pass lasts, from 1 to 400',
    ne: 'पास चल्ने दिन १ देखि ४०० सम्म दिनुहोस्',
  },
  HUBPRTY003: {
    status: 409,
    en: 'Ticket tiers are set up on their event',
    ne: 'टिकटका श्रेणीहरू तिनको कार्यक्रममै तयार गरिन्छन्',
  },
  HUBPRQT001: {
    status: 400,
    en: 'Choose from 1 to {{max}} tickets',
    ne: '१ देखि {{max}} वटा टिकट छान्नुहोस्',
  },
  // Purchases and payments
  HUBPUDP001: { status: 409, en: 'Product already purchased', ne: 'उत्पादन पहिले नै खरिद गरिसकिएको छ' },
  HUBPUDP002: {
    status: 409,
    en: 'Product already purchased under a showcase',
    ne: 'उत्पादन पहिले नै एउटा सङ्ग्रहमा खरिद गरिसकिएको छ',
  },
  HUBPYMT001: { status: 400, en: 'Payment method not supported', ne: 'भुक्तानी विधि समर्थित छैन' },
  HUBPURF001: { status: 400, en: 'Purchase reference id is missing', ne: 'खरिदको सन्दर्भ आईडी छैन' },
  HUBPUTK001: { status: 400, en: 'Purchase token is missing', ne: 'खरिदको टोकन छैन' },
  HUBPUTX001: { status: 400, en: 'Purchase transaction id is missing', ne: 'खरिदको कारोबार आईडी छैन' },
  HUBPUNF001: { status: 404, en: 'Purchase not found', ne: 'खरिद भेटिएन' },
  HUBPYDN001: { status: 409, en: 'Payment already complete', ne: 'भुक्तानी पहिले नै पूरा भइसकेको छ' },
  HUBPYFL001: { status: 402, en: 'Payment failed. Please try again', ne: 'भुक्तानी असफल भयो। कृपया फेरि प्रयास गर्नुहोस्' },
  HUBPYGW001: {
    status: 503,
    en: 'The payment service cannot be reached. Please try again shortly',
    ne: 'भुक्तानी सेवामा पुग्न सकिएन। कृपया केही बेरपछि प्रयास गर्नुहोस्',
  },
  HUBPYCL001: { status: 409, en: 'This purchase is closed', ne: 'यो खरिद बन्द भइसकेको छ' },
  HUBPURD001: { status: 409, en: 'Only a paid purchase can be refunded', ne: 'भुक्तानी भएको खरिद मात्र फिर्ता गर्न सकिन्छ' },
  HUBPURD002: {
    status: 502,
    en: 'The payment service refused the refund: {{reason}}',
    ne: 'भुक्तानी सेवाले रकम फिर्ता अस्वीकार गर्‍यो: {{reason}}',
  },
  HUBPURD003: { status: 400, en: 'The note can be up to 300 characters', ne: 'टिप्पणी ३०० अक्षरसम्म हुन सक्छ' },
  HUBPURC001: {
    status: 409,
    en: 'Only a paid purchase has a receipt',
    ne: 'भुक्तानी भएको खरिदको मात्र रसिद हुन्छ',
  },
  HUBPYWH001: { status: 400, en: 'The webhook signature is not valid', ne: 'वेबहुकको हस्ताक्षर मान्य छैन' },
  HUBPLST001: { status: 404, en: 'Payment log not found', ne: 'भुक्तानी लग भेटिएन' },
  // Reports
  HUBRPDT001: {
    status: 400,
    en: 'Choose a valid period: from and to as dates, from not after to',
    ne: 'मान्य अवधि छान्नुहोस्: सुरु र अन्त्य मिति, सुरु अन्त्यभन्दा पछि होइन',
  },
  HUBRPDT002: { status: 400, en: 'A report covers at most 400 days', ne: 'एउटा प्रतिवेदनले बढीमा ४०० दिन समेट्छ' },
  HUBRPGB001: { status: 400, en: 'Choose how to group the report', ne: 'प्रतिवेदन कसरी समूह गर्ने छान्नुहोस्' },
  // Follows and alerts
  HUBALQH001: {
    status: 400,
    en: 'Quiet hours are whole hours from 0 to 23',
    ne: 'शान्त समय ० देखि २३ सम्मका पूरा घण्टा हुन्',
  },
  HUBALLG001: { status: 400, en: 'Choose English or Nepali', ne: 'अङ्ग्रेजी वा नेपाली छान्नुहोस्' },
  HUBALPS001: {
    status: 400,
    en: "This browser's notification subscription is not valid",
    ne: 'यो ब्राउजरको सूचना सदस्यता मान्य छैन',
  },
  HUBALPS002: {
    status: 503,
    en: 'Notifications on this device are not available on this server',
    ne: 'यो सर्भरमा यन्त्रमा सूचना उपलब्ध छैन',
  },
  HUBALUN001: {
    status: 400,
    en: 'This unsubscribe link is not valid: change your alerts in your account',
    ne: 'सदस्यता हटाउने यो लिङ्क मान्य छैन: आफ्नो खातामा सूचनाहरू बदल्नुहोस्',
  },
  // Rankings
  HUBRKWC001: { status: 404, en: 'Weight class not found', ne: 'तौल वर्ग भेटिएन' },
  HUBRKFT001: {
    status: 400,
    en: 'Choose fighters from the directory: approved fighters only',
    ne: 'निर्देशिकाबाट लडाकु छान्नुहोस्: स्वीकृत लडाकु मात्र',
  },
  HUBRKDP001: {
    status: 400,
    en: 'A fighter can hold one place in the rankings only',
    ne: 'एक लडाकुले वरीयतामा एउटा मात्र स्थान लिन सक्छ',
  },
  HUBRKMX001: { status: 400, en: 'Rank at most 15 fighters', ne: 'बढीमा १५ लडाकुलाई वरीयता दिनुहोस्' },
  HUBRKEM001: {
    status: 400,
    en: 'Name a champion or at least one ranked fighter',
    ne: 'च्याम्पियन वा कम्तीमा एक वरीयता प्राप्त लडाकु छान्नुहोस्',
  },
  HUBRKVR001: {
    status: 409,
    en: 'Another version of these rankings was published just now: reload and publish again',
    ne: 'यी वरीयताको अर्को संस्करण भर्खरै प्रकाशित भयो: फेरि खोलेर प्रकाशित गर्नुहोस्',
  },
  HUBTTVC001: { status: 409, en: 'This title is vacant already', ne: 'यो उपाधि पहिले नै रिक्त छ' },
  HUBTTVR001: { status: 400, en: 'The reason can be up to 300 characters', ne: 'कारण ३०० अक्षरसम्म हुन सक्छ' },
  HUBRKDT001: {
    status: 400,
    en: 'Choose the date the rankings take effect',
    ne: 'वरीयता लागू हुने मिति छान्नुहोस्',
  },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof errorCatalogue;

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(errorCatalogue, code);
}
