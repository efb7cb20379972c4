export default definePageConfig({
  navigationBarTitleText: '招商政策',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
