export default definePageConfig({
  navigationBarTitleText: '产品库',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
