/** French texts of the form screen's input kinds (numbers, money, phone, dates…). */
export const formInputsMessages = {} as const;
