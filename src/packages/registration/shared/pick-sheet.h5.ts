/** A members sheet (CSV or XLSX) picked with the browser's file dialog, as a blob address; null when none was picked. */
export function pickSheet(): Promise<string | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input')
    input.type = 'file'
    input.accept = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    input.setAttribute('data-testid', 'group-import-input')
    input.style.display = 'none'
    input.addEventListener('change', () => {
      const file = input.files?.[0]
      input.remove()
      resolve(file ? URL.createObjectURL(file) : null)
    })
    input.addEventListener('cancel', () => {
      input.remove()
      resolve(null)
    })
    document.body.appendChild(input)
    input.click()
  })
}
