/** The registration forms the tests send, in Node over HTTP and inside workerd alike. */
export function seekerSignUpFields(email: string, password: string): Record<string, string> {
  return {
    full_name: 'Dilan Aziz',
    email,
    phone_number: '07501112233',
    password,
    password_confirmation: password,
    dob: '1990-02-02',
    gender_id: '2',
    city_id: '1',
  };
}

export function companySignUpFields(email: string, password: string, legalName: string): Record<string, string> {
  return {
    legal_name: legalName,
    email,
    phone_number: '07701234567',
    password,
    password_confirmation: password,
    sector_id: '1',
    employees_num_id: '1',
    company_type_id: '1',
    headquarter_location_id: '1',
  };
}
