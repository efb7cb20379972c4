export default definePageConfig({
  navigationBarTitleText: '重点企业',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
