export default definePageConfig({
  navigationBarTitleText: '招商联络',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
